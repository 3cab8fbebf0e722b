import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { pageBackground } from "../../test/focus-ring.js";
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
      const own = getComputedStyle(badge).backgroundColor;
      expect(own).toBe(pageBackground());
      expect(own).not.toBe(getComputedStyle(row).backgroundColor);
    } finally {
      delete document.documentElement.dataset.theme;
    }
  },
);
