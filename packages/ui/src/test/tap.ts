import { cdp } from "vitest/browser";

interface Point {
  x: number;
  y: number;
}

/** The centre of `element` (scrolled into view) in the top page's coordinates, which the protocol takes. */
function centre(element: Element): { point: Point; scale: number } {
  element.scrollIntoView({ block: "center" });
  const box = element.getBoundingClientRect();
  // the test page is a (possibly scaled) iframe of Vitest's page
  const frame = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0, width: window.innerWidth };
  const scale = frame.width / window.innerWidth;
  return {
    point: {
      x: frame.left + (box.left + box.width / 2) * scale,
      y: frame.top + (box.top + box.height / 2) * scale,
    },
    scale,
  };
}

/** Runs `send` with touch emulation on, so Chromium treats the protocol's touches as a touchscreen's. */
async function touching(send: (session: ReturnType<typeof cdp>) => Promise<void>): Promise<void> {
  const session = cdp();
  await session.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  try {
    await send(session);
  } finally {
    await session.send("Emulation.setTouchEmulationEnabled", { enabled: false });
  }
}

/**
 * A real touch tap on the centre of `element`, from Chromium's input pipeline (DevTools Protocol): the browser
 * fires touchstart, pointer events with pointerType "touch" and the click, as a finger would.
 */
export async function tap(element: Element): Promise<void> {
  const { point } = centre(element);
  await touching(async (session) => {
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  });
}

/**
 * A real touch swipe from the centre of `element` by `dx`/`dy` CSS pixels of the test page, in `steps` moves
 * (touchstart, touchmove..., touchend through the same pipeline as `tap`): the browser decides, as for a
 * finger, whether the page pans (pointercancel) or the element gets the pointer moves.
 */
export async function swipe(element: Element, { dx = 0, dy = 0, steps = 8 } = {}): Promise<void> {
  const { point, scale } = centre(element);
  await touching(async (session) => {
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    for (let step = 1; step <= steps; step++) {
      const at = { x: point.x + (dx * scale * step) / steps, y: point.y + (dy * scale * step) / steps };
      await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at] });
    }
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  });
}
