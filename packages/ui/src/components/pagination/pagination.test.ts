import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { paginationRange } from "./pagination.js";

describe("paginationRange", () => {
  test("examples: all pages when they fit, one gap near an end, two in the middle", () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationRange(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(paginationRange(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationRange(50, 100, 2)).toEqual([1, "ellipsis", 48, 49, 50, 51, 52, "ellipsis", 100]);
    expect(paginationRange(1, 100, 0)).toEqual([1, 2, 3, "ellipsis", 100]);
  });

  test("bad input: no pages, a page out of range, fractions", () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(3, -2)).toEqual([]);
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(-4, 10)).toEqual(paginationRange(1, 10));
    expect(paginationRange(5.7, 10.2)).toEqual(paginationRange(5, 10));
  });

  test("properties: fixed length, first/last/current/siblings shown, increasing, gaps of two or more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 500 }),
        (count, siblings, rawPage) => {
          const page = ((rawPage - 1) % count) + 1;
          const items = paginationRange(page, count, siblings);
          expect(items).toHaveLength(Math.min(count, 2 * siblings + 5));
          const numbers = items.filter((item): item is number => item !== "ellipsis");
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(count);
          for (let p = Math.max(1, page - siblings); p <= Math.min(count, page + siblings); p++)
            expect(numbers).toContain(p);
          items.forEach((item, i) => {
            if (item !== "ellipsis") return;
            const before = items[i - 1];
            const after = items[i + 1];
            // never two gaps in a row, never a gap at an end, and a gap hides at least two pages
            expect(typeof before).toBe("number");
            expect(typeof after).toBe("number");
            expect((after as number) - (before as number)).toBeGreaterThanOrEqual(3);
          });
          for (let i = 1; i < numbers.length; i++)
            expect(numbers[i]).toBeGreaterThan(numbers[i - 1] as number);
        },
      ),
      { numRuns: 500 },
    );
  });
});
