// The names of every snapshot, in one place: the specs capture them, the reporter and the review page find
// missing ones by them, `--changed` maps a changed baseline back to its story or page.
import { readFileSync } from "node:fs";

export const THEMES = ["light", "dark"] as const;

export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, isMobile: false },
  { name: "mobile", width: 390, height: 844, isMobile: true },
] as const;

/** "/auth sign-up" → "auth-sign-up", "/" → "home". */
export function pageSlug(label: string): string {
  return (
    label
      .replace(/^\//, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "") || "home"
  );
}

/** How a snapshot's difference from its baseline begins its error message (the reporter tells it from others). */
export const DIFFERENCE_MESSAGE = "visual difference: review it with npm run visual:review";

export const storySnapshot = (id: string, theme: string) => `stories/${id}.${theme}.png`;
export const pageSnapshot = (label: string, viewport: string) => `site/${pageSlug(label)}.${viewport}.png`;

/** Every snapshot name (relative to the baseline folder) for these stories and page labels. */
export function snapshotNames(storyIds: string[], pageLabels: string[]): string[] {
  return [
    ...storyIds.flatMap((id) => THEMES.map((t) => storySnapshot(id, t))),
    ...pageLabels.flatMap((label) => VIEWPORTS.map((v) => pageSnapshot(label, v.name))),
  ];
}

/** `--changed` writes the stories and pages to capture here (see scripts/visual/run.ts). */
export const SELECTION_ENV = "ORBITAG_VISUAL_SELECTION";

export interface SelectionFile {
  stories: string[] | "all";
  pages: string[] | "all";
  /** the themes its stories are captured in (default: both); the suite's own tests capture one */
  themes?: Array<(typeof THEMES)[number]>;
}

function selection(): SelectionFile | null {
  const file = process.env[SELECTION_ENV];
  return file ? (JSON.parse(readFileSync(file, "utf8")) as SelectionFile) : null;
}

export const storySelected = (id: string) => {
  const s = selection();
  return !s || s.stories === "all" || s.stories.includes(id);
};
/** The themes to capture stories in. */
export const themesSelected = () => selection()?.themes ?? THEMES;
export const pageSelected = (label: string) => {
  const s = selection();
  return !s || s.pages === "all" || s.pages.includes(label);
};
/** False when a `--changed` run captures no page: the site need not be built and served. */
export const sitePagesSelected = () => {
  const s = selection();
  return !s || s.pages === "all" || s.pages.length > 0;
};
