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
      "table-frame",
      "table-container",
      "table-edge",
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

test.each(["ltr", "rtl"] as const)(
  "%s: a fade shows on each side with columns out of view, and follows the scroll",
  async (dir) => {
    const screen = await render(
      <div dir={dir}>
        <Wide label="Assets" />
      </div>,
    );
    const region = screen.getByRole("region", { name: "Assets" }).element() as HTMLElement;
    const edge = (side: string) =>
      document.querySelector(`[data-slot=table-edge][data-side=${side}]`) as HTMLElement;
    const opacity = (side: string) => getComputedStyle(edge(side)).opacity;
    // at the start: more to see at the end only
    await expect.poll(() => region.dataset.overflow).toBe("end");
    await expect.poll(() => opacity("end")).toBe("1");
    expect(opacity("start")).toBe("0");
    // the end fade sits on the end edge: the right in LTR, the left in RTL
    const box = region.getBoundingClientRect();
    const end = edge("end").getBoundingClientRect();
    if (dir === "ltr") expect(end.right).toBe(box.right);
    else expect(end.left).toBe(box.left);
    // decorative: out of the accessibility tree, and clicks go through
    expect(edge("end").getAttribute("aria-hidden")).toBe("true");
    expect(getComputedStyle(edge("end")).pointerEvents).toBe("none");
    // half way: both sides
    region.scrollLeft = ((dir === "rtl" ? -1 : 1) * (region.scrollWidth - region.clientWidth)) / 2;
    await expect.poll(() => region.dataset.overflow).toBe("both");
    // at the end: more to see at the start only
    region.scrollLeft = (dir === "rtl" ? -1 : 1) * region.scrollWidth;
    await expect.poll(() => region.dataset.overflow).toBe("start");
    await expect.poll(() => opacity("end")).toBe("0");
  },
);

test("a table that fits has no fades; one that grows narrower than its content gets them", async () => {
  const screen = await render(
    <div style={{ width: 900 }} data-testid="box">
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>OT-1042</TableCell>
            <TableCell>Forklift 7</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>,
  );
  const container = document.querySelector("[data-slot=table-container]") as HTMLElement;
  expect(container.hasAttribute("data-overflow")).toBe(false);
  (screen.getByTestId("box").element() as HTMLElement).style.width = "60px";
  await expect.poll(() => container.dataset.overflow).toBe("end");
});

test("truncate cuts a long text at 12 rem with an ellipsis instead of widening the column", async () => {
  const site = "Rotterdam distribution centre, cold storage annex, north yard";
  const screen = await render(
    // as wide as its content: the column takes no more than the cut text
    <Table className="w-auto">
      <TableBody>
        <TableRow>
          <TableCell truncate title={site}>
            {site}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
  const cell = screen.getByRole("cell").element() as HTMLElement;
  const text = cell.querySelector("[data-slot=table-cell-text]") as HTMLElement;
  expect(getComputedStyle(text).textOverflow).toBe("ellipsis");
  expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  // 12 rem of text and the cell's padding
  expect(cell.getBoundingClientRect().width).toBe(12 * 16 + 24);
  expect(cell.title).toBe(site);
});

/** The colour an element paints over the page: its background composited on the page's, as sRGB bytes. */
function painted(element: Element, page: Element): [number, number, number] {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d")!;
  context.fillStyle = getComputedStyle(page).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = getComputedStyle(element).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** CIE76 colour difference (Lab distance): about 2 is barely visible, 10 plainly different. */
function deltaE([r1, g1, b1]: number[], [r2, g2, b2]: number[]) {
  const lab = (rgb: number[]) => {
    const [x, y, z] = (() => {
      const [r, g, b] = rgb.map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return [
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
      ];
    })();
    const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
  };
  const [a, b] = [lab([r1!, g1!, b1!]), lab([r2!, g2!, b2!])];
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

test.each(["light", "dark"])(
  "%s: a selected row stands apart from secondary surfaces (a secondary badge stays visible on it)",
  async (theme) => {
    await render(
      <div data-theme={theme} data-testid="page" style={{ background: "var(--background)" }}>
        <Table>
          <TableBody>
            <TableRow selected data-testid="row">
              <TableCell>
                <span data-testid="pill" style={{ background: "var(--secondary)" }}>
                  Available
                </span>
              </TableCell>
            </TableRow>
            <TableRow data-testid="plain">
              <TableCell>Plain</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>,
    );
    const page = document.querySelector("[data-testid=page]")!;
    const row = painted(document.querySelector("[data-testid=row]")!, page);
    const pill = painted(document.querySelector("[data-testid=pill]")!, page);
    const plain = painted(document.querySelector("[data-testid=plain]")!, page);
    // the pill is at least as visible on a selected row as on a plain one, and the selection is plain to see
    expect(deltaE(row, pill)).toBeGreaterThanOrEqual(0.9 * deltaE(plain, pill));
    expect(deltaE(row, plain)).toBeGreaterThan(8);
  },
);
