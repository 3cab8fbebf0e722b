// A server shares one module instance (and so one toast store) between every request: `toast()` there must
// neither keep anything nor put a toast into a page's HTML, whichever request called it.
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Toaster } from "./toaster.js";
import { getSnapshot, toast } from "./toast-store.js";
import { useToast } from "./use-toast.js";

/** What a page's own component shows of the toasts (the site's lazy Toaster decides on this count). */
function ToastCount() {
  const { toasts } = useToast();
  return <output>{`${toasts.length} toasts: ${toasts.map((t) => String(t.title)).join(", ")}`}</output>;
}

describe("toast() on the server", () => {
  test("does nothing: no toast is kept, the handle's methods are safe to call", async () => {
    const handle = toast({ title: "From request A" });
    toast.success("Also from request A");
    expect(getSnapshot()).toEqual([]);
    expect(handle.id).toBe("");
    expect(() => {
      handle.update({ title: "Changed" });
      handle.dismiss();
      toast.dismiss();
    }).not.toThrow();
    // the work still runs and its rejection is handled; nothing shows
    const failed = toast.promise(Promise.reject(new Error("down")), {
      loading: "Saving",
      success: "Saved",
      error: "Not saved",
    });
    await failed.settled;
    expect(getSnapshot()).toEqual([]);
  });

  test("a later request's HTML holds no toast from an earlier one", () => {
    toast.error("Request A failed");
    // request B renders its page with the Toaster and a component that reads the toasts
    const html = renderToString(
      <>
        <ToastCount />
        <Toaster />
      </>,
    );
    expect(html).toContain("0 toasts: </output>");
    expect(html).not.toContain("Request A failed");
    expect(html).not.toContain('data-slot="toast"');
    // the empty region is there for the browser to fill
    expect(html).toContain('data-slot="toast-viewport"');
  });
});
