import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Table, TableBody, TableCell, TableRow } from "../table/index.js";
import { Badge } from "./badge.js";

test.each(["light", "dark"])(
  "%s theme: an outline badge on a selected (tinted) row keeps a surface of its own, the page's",
  async (theme) => {
    document.documentElement.dataset.theme = theme;
    try {
      await render(
        <Table>
          <TableBody>
            <TableRow selected>
              <TableCell>
                <Badge variant="outline">Maintenance</Badge>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>,
      );
      const badge = document.querySelector("[data-slot=badge]")!;
      const row = document.querySelector("[data-slot=table-row]")!;
      const page = document.createElement("div");
      page.className = "bg-background";
      document.body.append(page);
      const own = getComputedStyle(badge).backgroundColor;
      expect(own).toBe(getComputedStyle(page).backgroundColor);
      expect(own).not.toBe(getComputedStyle(row).backgroundColor);
      page.remove();
    } finally {
      delete document.documentElement.dataset.theme;
    }
  },
);
