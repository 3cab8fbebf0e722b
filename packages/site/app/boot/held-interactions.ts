// Until React has hydrated, a press on a button or a form submission would do nothing (or submit the form
// natively): hold it, start the boot, and replay it once React is there. At most one press per button and
// one submission per form is held, so a double click sends one request; the held control shows the kit's
// busy state (aria-busy, aria-disabled) at once. React hydrates (and its root listeners start handling
// events) before root.tsx's effect says so with HYDRATED_EVENT, so a held event must reach no one else:
// the listeners capture on window, ahead of React's on the root, and stop what they hold, or a press React
// handled in between would run again when replayed. Popover invokers are the platform's, never held.
import { HYDRATED_EVENT } from "./contract";

/** Starts holding; `onHold` runs on every held press (it starts the boot). */
export function holdInteractions(onHold: () => void): void {
  // keyed by the form for submissions (whichever submit button or key sent them), by the button otherwise
  const held = new Map<Element, { control: Element; replay: () => void }>();

  function hold(key: Element, control: Element, replay: () => void): void {
    if (!held.has(key)) {
      held.set(key, { control, replay });
      control.setAttribute("aria-busy", "true");
      control.setAttribute("aria-disabled", "true");
    }
    onHold();
  }

  /** Neither React nor the browser's own action (a submit button submitting its form) sees a held event. */
  function stop(event: Event): void {
    event.preventDefault();
    event.stopPropagation();
  }

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || event.defaultPrevented || button.disabled) return;
    if (button.hasAttribute("popovertarget") || button.hasAttribute("commandfor")) return;
    stop(event);
    const form = button.type === "submit" ? button.form : null;
    hold(form ?? button, button, () => button.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    stop(event);
    const submitter = event.submitter;
    hold(form, submitter ?? form, () => form.requestSubmit(submitter));
  };

  window.addEventListener("click", onClick, { capture: true });
  window.addEventListener("submit", onSubmit, { capture: true });
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      window.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("submit", onSubmit, { capture: true });
      // React owns the controls now: hand them back as it rendered them, then replay in order
      for (const { control } of held.values()) {
        control.removeAttribute("aria-busy");
        control.removeAttribute("aria-disabled");
      }
      for (const { replay } of held.values()) replay();
    },
    { once: true },
  );
}
