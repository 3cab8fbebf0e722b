import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./breadcrumb.js";

function Trail() {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#assets">Assets</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbEllipsis label="3 more sites" />
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <a href="#w2" data-router-link="">
              Warehouse 2
            </a>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Forklift 7</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}

test("a named nav with an ordered list; the current page is marked, not a link, and not a tab stop", async () => {
  const screen = await render(<Trail />);
  const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
  expect(nav.element().firstElementChild?.tagName).toBe("OL");
  const current = screen.getByText("Forklift 7");
  await expect.element(current).toHaveAttribute("aria-current", "page");
  expect(current.element().closest("a")).toBeNull();
  // separators are presentational, so the list has four items for assistive tech
  expect(screen.getByRole("listitem").elements()).toHaveLength(4);
  // the ellipsis says what it hides
  await expect.element(screen.getByText("3 more sites")).toBeInTheDocument();
  // asChild keeps the consumer's element and adds the slot
  await expect
    .element(screen.getByRole("link", { name: "Warehouse 2" }))
    .toHaveAttribute("data-slot", "breadcrumb-link");

  // Tab walks the links in order and leaves the current page out
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("Assets");
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("Warehouse 2");
  await userEvent.tab();
  expect(nav.element().contains(document.activeElement)).toBe(false);
  // Enter follows the focused link
  await userEvent.tab({ shift: true });
  await userEvent.keyboard("{Enter}");
  expect(location.hash).toBe("#w2");
});

test("the aria-label can be localised, and the chevrons turn for right-to-left", async () => {
  const screen = await render(
    <div dir="rtl">
      <Breadcrumb aria-label="مسار التنقل">
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink href="#a">الأصول</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>رافعة شوكية</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
    </div>,
  );
  await expect.element(screen.getByRole("navigation", { name: "مسار التنقل" })).toBeInTheDocument();
  const link = screen.getByRole("link").element().getBoundingClientRect();
  const page = screen.getByText("رافعة شوكية").element().getBoundingClientRect();
  // the first step is on the right
  expect(link.left).toBeGreaterThan(page.right);
  const chevron = document.querySelector("[data-slot=breadcrumb-separator] svg") as SVGElement;
  expect(getComputedStyle(chevron).rotate).toBe("180deg");
});
