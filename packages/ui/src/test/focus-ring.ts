import Color from "colorjs.io";
import { expect } from "vitest";
import { settled } from "./animations.js";

/** An element's computed `box-shadow`, one entry per shadow (its colours carry commas of their own). */
export function boxShadows(element: Element): string[] {
  const value = getComputedStyle(element).boxShadow;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === "(") depth++;
    else if (value[i] === ")") depth--;
    else if (value[i] === "," && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter((part) => part !== "none");
}

/** The spread shadows (Tailwind's rings and ring offsets) an element shows, widest first. */
function rings(element: Element): { colour: Color; spread: number; inset: boolean }[] {
  return boxShadows(element)
    .flatMap((shadow) => {
      const colour = /^(\w+\(.*?\)|#\w+|\w+)\s/.exec(shadow)?.[1];
      const lengths = [...shadow.slice(colour?.length ?? 0).matchAll(/(-?[\d.]+)px/g)].map((m) =>
        Number(m[1]),
      );
      // colour, x, y, radius, spread: a ring is a spread with no offset and a radius of 0
      const ring = colour && lengths.length === 4 && lengths.slice(0, 3).every((n) => n === 0);
      return ring
        ? [{ colour: new Color(colour), spread: lengths[3] ?? 0, inset: /\binset\b/.test(shadow) }]
        : [];
    })
    .filter((ring) => ring.spread > 0 && Number(ring.colour.alpha) > 0)
    .sort((a, b) => b.spread - a.spread);
}

/**
 * The focus ring Tailwind's `ring-*` draws on an element, once its transition has ended: the spread shadow
 * reaching furthest out, its colour, and the colour just inside it (a `ring-offset-*` gap, else the element's
 * own fill; `null` when the element has none and the ring meets what lies under it).
 */
export async function focusRing(
  element: Element,
): Promise<{ colour: Color; spread: number; inside: Color | null } | null> {
  await settled(element);
  const [ring, gap] = rings(element);
  if (!ring) return null;
  const fill = new Color(getComputedStyle(element).backgroundColor);
  return { ...ring, inside: gap?.colour ?? (Number(fill.alpha) > 0 ? fill : null) };
}

/** The WCAG 2.1 contrast of a ring against a surface, the ring first laid over the surface (its alpha counts). */
export function ringContrast(ring: Color, surface: Color | string): number {
  const base = new Color(surface).to("srgb");
  const alpha = Number(ring.alpha);
  const over = ring.to("srgb");
  const mixed = new Color(
    "srgb",
    over.coords.map((c, i) => (c ?? 0) * alpha + (base.coords[i] ?? 0) * (1 - alpha)) as [
      number,
      number,
      number,
    ],
  );
  return mixed.contrast(base, "WCAG21");
}

/** A colour token's value in the current theme (`--background`, `--error`, ...), as a computed colour. */
export function tokenColour(name: string): string {
  const probe = document.createElement("div");
  probe.style.backgroundColor = `var(--${name})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

/** The page's background colour in the current theme. */
export const pageBackground = () => tokenColour("background");

/**
 * Fails unless the focused element shows a solid ring in the colour token `token` that stands out 3:1 from
 * the page and from what it surrounds (WCAG 1.4.11).
 */
export async function expectSolidFocusRing(
  element: Element,
  token: "ring" | "error" = "ring",
): Promise<void> {
  const ring = await focusRing(element);
  expect(ring, "a focus ring").not.toBeNull();
  expect(Number(ring!.colour.alpha), "a solid ring").toBe(1);
  expect(ring!.colour.deltaE2000(tokenColour(token)), `the ${token} colour`).toBeLessThan(0.5);
  expect(ringContrast(ring!.colour, pageBackground()), "against the page").toBeGreaterThanOrEqual(3);
  if (ring!.inside)
    expect(ringContrast(ring!.colour, ring!.inside), "against what it surrounds").toBeGreaterThanOrEqual(3);
}

/**
 * Fails unless the element's focus ring is drawn inside its box (an inset ring), as a button set in a field's
 * edge needs: outside, its ring would sit on the field's border.
 */
export async function expectRingInside(element: Element): Promise<void> {
  await settled(element);
  const drawn = rings(element);
  expect(drawn.length, "a focus ring").toBeGreaterThan(0);
  expect(drawn.filter((ring) => !ring.inset).map((ring) => `${ring.spread} px ${ring.colour}`)).toEqual([]);
}
