import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table.js";

const columns = ["Tag", "Asset", "Site", "Status", "Owner", "Last seen", "Battery", "Value"];

function Wide({ label }: { label?: string }) {
  return (
    <div style={{ width: 320 }}>
      <Table scrollRegionLabel={label}>
        <TableCaption>Assets</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((name) => (
              <TableHead key={name}>{name}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow selected>
            {columns.map((name) => (
              <TableCell key={name}>{`${name} of the first asset`}</TableCell>
            ))}
          </TableRow>
          <TableRow>
            {columns.map((name) => (
              <TableCell key={name}>{name}</TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

test("semantic parts, named by the caption, with the data-slot contract and selected rows", async () => {
  const screen = await render(<Wide />);
  const table = screen.getByRole("table", { name: "Assets" });
  await expect.element(table).toHaveAttribute("data-slot", "table");
  await expect.element(screen.getByRole("columnheader", { name: "Tag" })).toHaveAttribute("scope", "col");
  const rows = screen.getByRole("row").elements();
  expect(rows.map((row) => row.getAttribute("data-state"))).toEqual([null, "selected", null]);
  const slots = [...document.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));
  expect(new Set(slots)).toEqual(
    new Set([
      "table-container",
      "table",
      "table-caption",
      "table-header",
      "table-row",
      "table-head",
      "table-body",
      "table-cell",
    ]),
  );
  // cells stay on one line unless they wrap
  const cell = screen.getByRole("cell", { name: "Tag of the first asset" }).element();
  expect(getComputedStyle(cell).whiteSpace).toBe("nowrap");
  // the container is not a tab stop unless it is named as a scroll region
  expect(document.querySelector("[data-slot=table-container]")?.hasAttribute("tabindex")).toBe(false);
});

test("a wide table scrolls inside its container, and a named container scrolls by keyboard", async () => {
  const screen = await render(<Wide label="Assets" />);
  const region = screen.getByRole("region", { name: "Assets" }).element() as HTMLElement;
  // the page does not scroll sideways; the container does
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await userEvent.tab();
  expect(document.activeElement).toBe(region);
  expect(region.scrollLeft).toBe(0);
  await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
  await expect.poll(() => region.scrollLeft).toBeGreaterThan(0);
  await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
  await expect.poll(() => region.scrollLeft).toBe(0);
});
