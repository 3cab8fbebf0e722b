import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
  paginationRange,
} from "./pagination.js";

const active = () => document.activeElement as HTMLElement;

function Pages({
  initial,
  count,
  onPage,
}: {
  initial: number;
  count: number;
  onPage?: (page: number) => void;
}) {
  const [page, setPage] = useState(initial);
  const go = (next: number) => {
    setPage(next);
    onPage?.(next);
  };
  return (
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious onClick={() => go(page - 1)} disabled={page <= 1} />
        </PaginationItem>
        {paginationRange(page, count).map((item, i) => (
          <PaginationItem key={item === "ellipsis" ? `gap-${i}` : item}>
            {item === "ellipsis" ? (
              <PaginationEllipsis />
            ) : (
              <PaginationLink onClick={() => go(item)} isActive={item === page}>
                {item}
              </PaginationLink>
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          <PaginationNext onClick={() => go(page + 1)} disabled={page >= count} />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}

test("buttons: Tab skips the disabled end, Enter and Space change page, aria-current follows", async () => {
  const onPage = vi.fn();
  const screen = await render(<Pages initial={1} count={3} onPage={onPage} />);
  const previous = screen.getByRole("button", { name: "Go to previous page" });
  await expect.element(previous).toBeDisabled();
  await expect.element(previous).toHaveAttribute("data-disabled", "true");
  await expect.element(screen.getByRole("button", { name: "1" })).toHaveAttribute("aria-current", "page");

  // the disabled Previous is not a tab stop: the first stop is page 1
  await userEvent.tab();
  expect(active().textContent).toBe("1");
  await userEvent.tab();
  expect(active().textContent).toBe("2");
  await userEvent.keyboard("{Enter}");
  expect(onPage).toHaveBeenLastCalledWith(2);
  await expect.element(screen.getByRole("button", { name: "2" })).toHaveAttribute("aria-current", "page");
  await userEvent.tab();
  await userEvent.tab();
  expect(active().getAttribute("aria-label")).toBe("Go to next page");
  await userEvent.keyboard(" ");
  expect(onPage).toHaveBeenLastCalledWith(3);
  // now on the last page: Next is disabled and focus cannot stay on it
  await expect.element(screen.getByRole("button", { name: "Go to next page" })).toBeDisabled();
  await expect.element(screen.getByRole("button", { name: "Go to previous page" })).toBeEnabled();
  expect(onPage).toHaveBeenCalledTimes(2);
});

test("links: a disabled end is an announced-disabled link with no destination and no tab stop", async () => {
  const onClick = vi.fn();
  const screen = await render(
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious href="#page-0" disabled onClick={onClick} />
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="#page-1" isActive>
            1
          </PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationLink asChild>
            <a href="#page-2">2</a>
          </PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationNext asChild disabled>
            <a href="#page-3">Next</a>
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>,
  );
  const previous = screen.getByRole("link", { name: "Go to previous page" });
  await expect.element(previous).toHaveAttribute("aria-disabled", "true");
  expect(previous.element().hasAttribute("href")).toBe(false);
  // a router-style child (asChild) that is disabled loses its destination too
  const next = screen.getByRole("link", { name: "Go to next page" });
  await expect.element(next).toHaveAttribute("aria-disabled", "true");
  expect(next.element().hasAttribute("href")).toBe(false);
  await expect.element(screen.getByRole("link", { name: "1" })).toHaveAttribute("aria-current", "page");
  await expect
    .element(screen.getByRole("link", { name: "2" }))
    .toHaveAttribute("data-slot", "pagination-link");

  await userEvent.tab();
  expect(active().textContent).toBe("1");
  await userEvent.tab();
  expect(active().textContent).toBe("2");
  await userEvent.keyboard("{Enter}");
  expect(location.hash).toBe("#page-2");
  await userEvent.tab();
  // past the disabled Next, out of the nav
  expect(active().closest("nav")).toBeNull();
  // a press on the disabled link does nothing
  await userEvent.click(previous, { force: true });
  expect(onClick).not.toHaveBeenCalled();
  expect(location.hash).toBe("#page-2");
});

test("labels are localisable and the ellipsis is named", async () => {
  const screen = await render(
    <Pagination aria-label="Seiten">
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious href="#a" aria-label="Zurück zur vorherigen Seite" label="Zurück" />
        </PaginationItem>
        <PaginationItem>
          <PaginationEllipsis label="Weitere Seiten" />
        </PaginationItem>
      </PaginationContent>
    </Pagination>,
  );
  await expect.element(screen.getByRole("navigation", { name: "Seiten" })).toBeInTheDocument();
  await expect
    .element(screen.getByRole("link", { name: "Zurück zur vorherigen Seite" }))
    .toHaveTextContent("Zurück");
  await expect.element(screen.getByText("Weitere Seiten")).toBeInTheDocument();
});

test("a long page number widens its button and keeps clear of its edges; a short one stays a 40 px square", async () => {
  await render(
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationLink href="#p9">9</PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="#p5000" isActive>
            5,000
          </PaginationLink>
        </PaginationItem>
      </PaginationContent>
    </Pagination>,
  );
  const box = (name: string) => document.querySelector(`a[href="#p${name}"]`)!.getBoundingClientRect();
  expect([box("9").width, box("9").height]).toEqual([40, 40]);
  const link = document.querySelector<HTMLElement>('a[href="#p5000"]')!;
  const text = document.createRange();
  text.selectNodeContents(link);
  const [outer, inner] = [link.getBoundingClientRect(), text.getBoundingClientRect()];
  expect(inner.left - outer.left).toBeGreaterThanOrEqual(6);
  expect(outer.right - inner.right).toBeGreaterThanOrEqual(6);
});
