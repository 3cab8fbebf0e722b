// usePageDirection: the direction the page lays an element out in, followed as `dir` attributes change above it.
import * as React from "react";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { usePageDirection } from "./direction.js";

function Probe({ skip, of }: { skip?: boolean; of?: "self" | "parent" }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const dir = usePageDirection(ref, skip, of);
  return (
    <div ref={ref} dir={of === "parent" ? "ltr" : undefined} data-testid="probe" data-read={dir ?? "none"} />
  );
}

const read = () => document.querySelector<HTMLElement>("[data-testid=probe]")!.dataset.read;

test("reads the page's direction once mounted, and again when a dir above changes (a language switch)", async () => {
  const screen = await render(
    <div data-testid="page" dir="rtl">
      <section>
        <Probe />
      </section>
    </div>,
  );
  expect(read()).toBe("rtl");
  const page = screen.getByTestId("page").element() as HTMLElement;
  page.dir = "ltr";
  await expect.poll(read).toBe("ltr");
  // <html dir>, set by a script
  page.removeAttribute("dir");
  await expect.poll(read).toBe("ltr");
  document.documentElement.dir = "rtl";
  try {
    await expect.poll(read).toBe("rtl");
  } finally {
    document.documentElement.removeAttribute("dir");
  }
  await expect.poll(read).toBe("ltr");
});

test("`of: parent` reads the parent (the element's own dir is its prop's); `skip` reads nothing", async () => {
  await render(
    <div dir="rtl">
      <Probe of="parent" />
    </div>,
  );
  expect(read()).toBe("rtl");
  await render(
    <div dir="rtl">
      <Probe skip />
    </div>,
  );
  expect(document.querySelectorAll<HTMLElement>("[data-testid=probe]")[1]!.dataset.read).toBe("none");
});
