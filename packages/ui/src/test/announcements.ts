// The live regions toasts create, recorded as they appear. Radix mounts a `role=status` region per toast,
// fills in its text on the next animation frame and removes it after a second: on a busy machine the region
// can come and go before its text is ever rendered, and reading it afterwards finds nothing. What stays
// certain is the region itself and its politeness, so tests record regions as they are added.

export type Politeness = "assertive" | "polite";

export interface Announcements {
  /** The politeness of every live region added since the recorder started, in order. */
  regions: Politeness[];
  stop(): void;
}

const REGION = "[role=status][aria-live]";

export function recordAnnouncements(root: Node = document.body): Announcements {
  const regions: Politeness[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const region of [...(node.matches(REGION) ? [node] : []), ...node.querySelectorAll(REGION)]) {
          const politeness = region.getAttribute("aria-live");
          if (politeness === "assertive" || politeness === "polite") regions.push(politeness);
        }
      }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { regions, stop: () => observer.disconnect() };
}
