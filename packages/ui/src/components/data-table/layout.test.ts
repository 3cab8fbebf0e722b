// The column priorities: which columns a table of a given width shows (the columns menu and the export read
// this, the CSS hides by the same widths), and the user's choice in the columns menu winning over them.
import { describe, expect, test } from "vitest";
import { columnShown, priorityClassName, priorityRoom } from "./layout.js";

describe("priorityRoom: the highest priority a table's content width shows", () => {
  test("at a 16 px root: priority 2 from 36 rem (576 px), priority 3 from 48 rem (768 px)", () => {
    expect(priorityRoom(0, 16)).toBe(1);
    expect(priorityRoom(575.5, 16)).toBe(1);
    expect(priorityRoom(576, 16)).toBe(2);
    expect(priorityRoom(767.9, 16)).toBe(2);
    expect(priorityRoom(768, 16)).toBe(3);
    expect(priorityRoom(1280, 16)).toBe(3);
  });

  test("in rem, as the container queries are: a larger root font needs a wider table", () => {
    // 36 rem at 20 px = 720 px; 48 rem = 960 px
    expect(priorityRoom(719, 20)).toBe(1);
    expect(priorityRoom(720, 20)).toBe(2);
    expect(priorityRoom(959, 20)).toBe(2);
    expect(priorityRoom(960, 20)).toBe(3);
  });
});

describe("columnShown: the user's choice wins, else the priority and the room", () => {
  test("a column without a priority (1) shows at any width", () => {
    expect(columnShown(undefined, "tag", {}, 1)).toBe(true);
    expect(columnShown({ priority: 1 }, "tag", {}, 1)).toBe(true);
  });

  test("priority 2 and 3 columns show only where the table has room for them", () => {
    expect(columnShown({ priority: 2 }, "site", {}, 1)).toBe(false);
    expect(columnShown({ priority: 2 }, "site", {}, 2)).toBe(true);
    expect(columnShown({ priority: 3 }, "value", {}, 2)).toBe(false);
    expect(columnShown({ priority: 3 }, "value", {}, 3)).toBe(true);
  });

  test("shown or hidden in the columns menu: that holds at any width", () => {
    expect(columnShown({ priority: 3 }, "value", { value: true }, 1)).toBe(true);
    expect(columnShown(undefined, "tag", { tag: false }, 3)).toBe(false);
    // another column's choice does not count
    expect(columnShown({ priority: 3 }, "value", { site: true }, 1)).toBe(false);
  });
});

describe("priorityClassName: the container query that hides a column", () => {
  test("by priority; none for priority 1, nor for a column the user chose to show", () => {
    expect(priorityClassName(undefined, "tag", {})).toBeUndefined();
    expect(priorityClassName({ priority: 2 }, "site", {})).toBe("@max-xl:hidden");
    expect(priorityClassName({ priority: 3 }, "value", {})).toBe("@max-3xl:hidden");
    expect(priorityClassName({ priority: 3 }, "value", { value: true })).toBeUndefined();
    // hidden by the user: the visibility state removes the column; no class is needed
    expect(priorityClassName({ priority: 3 }, "value", { value: false })).toBe("@max-3xl:hidden");
  });
});
