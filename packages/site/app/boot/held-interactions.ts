// Until React has hydrated, a press on a button or a form submission would do nothing (or submit the form
// natively): hold it, start the boot, and replay it once React is there. At most one press per button and
// one submission per form is held, so a double click sends one request; the held control shows the kit's
// busy state (aria-busy, aria-disabled) at once. React hydrates (and its root listeners start handling
// events) before root.tsx's effect says so with HYDRATED_EVENT, so a held event must reach no one else:
// the listeners capture on window, ahead of React's on the root, and stop what they hold, or a press React
// handled in between would run again when replayed. Popover invokers are the platform's, never held.
// If React never comes (a module failed to load, a boot that hangs), `fallBack` lets every held form do
// what it does without script (its own POST), instead of leaving it busy forever.
import { HYDRATED_EVENT } from "./contract";

export interface HeldInteractions {
  /**
   * React is not coming: stop holding and submit each held form natively; held plain presses are dropped. From
   * then on a form that goes is inert until the page leaves, held or not (a double click sends it once).
   */
  fallBack(): void;
}

interface Held {
  control: Element;
  /** the press or submission again: React handles it once hydrated; without React the browser does */
  replay: () => void;
  /** the form it submits (the one thing a press does without React), if any */
  form: HTMLFormElement | null;
}

/** Starts holding; `onHold` runs on every held press (it starts the boot). */
export function holdInteractions(onHold: () => void): HeldInteractions {
  // keyed by the form for submissions (whichever submit button or key sent them), by the button otherwise
  const held = new Map<Element, Held>();

  function hold(key: Element, entry: Held): void {
    if (!held.has(key)) {
      held.set(key, entry);
      const { control } = entry;
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
    hold(form ?? button, { control: button, replay: () => button.click(), form });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    stop(event);
    const submitter = event.submitter;
    hold(form, { control: submitter ?? form, replay: () => form.requestSubmit(submitter), form });
  };

  /** Stops holding and hands the controls back as they were rendered; then each held entry's `then`. */
  function release(then: (entry: Held) => void): void {
    window.removeEventListener("click", onClick, { capture: true });
    window.removeEventListener("submit", onSubmit, { capture: true });
    window.removeEventListener(HYDRATED_EVENT, onHydrated);
    const entries = [...held.values()];
    held.clear();
    for (const { control } of entries) {
      control.removeAttribute("aria-busy");
      control.removeAttribute("aria-disabled");
    }
    for (const entry of entries) then(entry);
  }
  // React owns the controls now: replay in order
  const onHydrated = () => release((entry) => entry.replay());

  window.addEventListener("click", onClick, { capture: true });
  window.addEventListener("submit", onSubmit, { capture: true });
  window.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
  // With the listeners gone and no React, a submission is the browser's own (with its validation). A form that
  // goes is then inert until the page leaves, held or pressed after the boot failed (a boot can fail on the
  // first focus, before any press): a second press, or a double click's second click, would send it again. One
  // the browser's validation refuses fires no submit and stays usable. Bubbling on window, this runs last: only
  // a submission nothing cancelled counts.
  const goneNatively = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    form.inert = true;
    (event.submitter ?? form).setAttribute("aria-busy", "true");
  };
  return {
    fallBack: () => {
      window.addEventListener("submit", goneNatively);
      // a held form's press again, now for the browser; held plain presses are dropped
      release(({ form, replay }) => form && replay());
    },
  };
}
