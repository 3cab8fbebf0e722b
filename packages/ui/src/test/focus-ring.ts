import Color from "colorjs.io";
import { settled } from "./animations.js";

/** Splits a computed `box-shadow` at its top-level commas (colours carry commas of their own). */
function shadows(value: string): string[] {
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

/**
 * The focus ring Tailwind's `ring-*` draws on an element: the spread shadow reaching furthest out (past a
 * `ring-offset-*` gap, if any), its colour and how far it reaches, once its transition has ended.
 */
export async function focusRing(element: Element): Promise<{ colour: Color; spread: number } | null> {
  await settled(element);
  const rings = shadows(getComputedStyle(element).boxShadow)
    .map((shadow) => {
      const colour = /^(\w+\(.*?\)|#\w+|\w+)\s/.exec(shadow)?.[1];
      const lengths = [...shadow.slice(colour?.length ?? 0).matchAll(/(-?[\d.]+)px/g)].map((m) =>
        Number(m[1]),
      );
      // colour, x, y, radius, spread: a ring is a spread with no offset and a radius of 0
      return colour && lengths.length === 4 && lengths.slice(0, 3).every((n) => n === 0)
        ? { colour: new Color(colour), spread: lengths[3] ?? 0 }
        : null;
    })
    .filter((ring) => ring !== null && ring.spread > 0 && ring.colour.alpha.valueOf() > 0);
  return rings.sort((a, b) => b!.spread - a!.spread)[0] ?? null;
}

/** The WCAG 2.1 contrast of a ring against a surface, the ring first laid over the surface (its alpha counts). */
export function ringContrast(ring: Color, surface: string): number {
  const under = new Color(surface);
  const alpha = Number(ring.alpha);
  const over = ring.to("srgb");
  const base = under.to("srgb");
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

/** The page's background colour in the current theme (the `--background` token, as a computed colour). */
export function pageBackground(): string {
  const probe = document.createElement("div");
  probe.className = "bg-background";
  document.body.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}
