// The header's mobile menu is a native popover, which is not modal: Tab past its last item goes on into the
// page under it, where the focus would be hidden by the panel (WCAG 2.4.11). As a disclosure menu does, it
// closes when the focus moves out of it (and not to its own toggle), so the focused element is in sight.

/** Closes the open header menu when the focus lands outside it and its toggle. */
export function closeMenuOnFocusOut(): void {
  document.addEventListener("focusin", (event) => {
    const menu = document.querySelector<HTMLElement>("header [popover]:popover-open");
    const target = event.target;
    if (!menu || !(target instanceof Element) || menu.contains(target)) return;
    if (target.getAttribute("popovertarget") === menu.id) return;
    menu.hidePopover();
  });
}
