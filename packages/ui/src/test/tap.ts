import { cdp } from "vitest/browser";

/**
 * A real touch tap on the centre of `element`, from Chromium's input pipeline (DevTools Protocol): the browser
 * fires touchstart, pointer events with pointerType "touch" and the click, as a finger would.
 */
export async function tap(element: Element): Promise<void> {
  element.scrollIntoView({ block: "center" });
  const box = element.getBoundingClientRect();
  // the test page is a (possibly scaled) iframe of Vitest's page; the protocol takes the top page's coordinates
  const frame = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0, width: window.innerWidth };
  const scale = frame.width / window.innerWidth;
  const point = {
    x: frame.left + (box.left + box.width / 2) * scale,
    y: frame.top + (box.top + box.height / 2) * scale,
  };
  const session = cdp();
  await session.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  try {
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await session.send("Emulation.setTouchEmulationEnabled", { enabled: false });
  }
}
