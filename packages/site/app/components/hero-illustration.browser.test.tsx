// The hero's inline SVG: its tooltip must not hide what it annotates or the plan's labels.
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { HeroIllustration } from "./hero-illustration";

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the asset tooltip covers no room label, no other text and not the asset's own dot", async () => {
  const screen = await render(
    <div style={{ width: 560 }}>
      <HeroIllustration />
    </div>,
  );
  const svg = screen.container.querySelector("svg")!;
  const tooltip = svg.querySelector<SVGGElement>("[data-part=tooltip]")!;
  expect(tooltip.textContent?.trim()).toBe("Infusion pump #12");
  // its painted shapes (the box and its pointer); the text inside is as wide as the font makes it
  const shapes = [...tooltip.querySelectorAll<SVGGraphicsElement>("rect, path")].map((shape) =>
    shape.getBBox(),
  );
  expect(shapes).toHaveLength(2);
  const covers = (target: Box) => shapes.some((shape) => overlap(shape, target));
  const labels = [...svg.querySelectorAll<SVGTextElement>("[data-part=room-labels] text")];
  expect(labels.map((label) => label.textContent?.trim())).toEqual([
    "Ward A",
    "Theatre",
    "Storage",
    "Loading bay",
    "Lab",
  ]);
  const others = [...svg.querySelectorAll<SVGTextElement>("text")].filter((text) => !tooltip.contains(text));
  expect(others.filter((text) => covers(text.getBBox())).map((text) => text.textContent)).toEqual([]);
  // the tracked asset: the dot with the halo
  const dot = [...svg.querySelectorAll<SVGCircleElement>("circle")].find((c) => c.getAttribute("r") === "8")!;
  expect(covers(dot.getBBox())).toBe(false);
});

test("the window's frame lines up with the column: its edges are the image's edges (the stroke's half inside)", async () => {
  const screen = await render(
    <div style={{ width: 358 }}>
      <HeroIllustration className="h-auto w-full" />
    </div>,
  );
  const svg = screen.container.querySelector("svg")!.getBoundingClientRect();
  const frame = screen.container.querySelector("[data-part=window]")!.getBoundingClientRect();
  // getBoundingClientRect of a shape is its geometry without the stroke: 1 unit (the stroke's outer half) in
  for (const gap of [
    frame.left - svg.left,
    svg.right - frame.right,
    frame.top - svg.top,
    svg.bottom - frame.bottom,
  ])
    expect(gap).toBeLessThanOrEqual(1.5);
});
