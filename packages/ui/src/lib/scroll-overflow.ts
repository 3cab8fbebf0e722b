/** Which sides of a horizontally scrolling element have content out of view (none: everything fits). */
export type ScrollOverflow = "start" | "end" | "both" | undefined;

/** The sides of `element` (scrolling sideways) that have content out of view, in reading order. */
export function scrollOverflow(element: HTMLElement): ScrollOverflow {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return undefined;
  // right to left, scrollLeft runs from 0 to negative values: its size is the distance from the start
  const scrolled = Math.abs(element.scrollLeft);
  const start = scrolled > 1;
  const end = scrolled < hidden - 1;
  return start && end ? "both" : start ? "start" : end ? "end" : undefined;
}
