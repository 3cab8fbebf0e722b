import { MINIMAL_VIEWPORTS } from "storybook/viewport";

/** A story's `viewport` global (the toolbar's viewport). */
export interface ViewportGlobal {
  value?: string;
  isRotated?: boolean;
}

export type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;

/**
 * The size a story's `viewport` global asks for, from the story's own viewport options or Storybook's minimal
 * set (e.g. "mobile1" → 320×568), turned when rotated; null when it asks for none. The preview waits for it in
 * the Storybook UI, the visual suite captures at it.
 */
export function viewportSize(
  wanted: ViewportGlobal | undefined,
  options: ViewportOptions | undefined,
): { width: number; height: number } | null {
  if (!wanted?.value) return null;
  const styles = (options?.[wanted.value] ?? (MINIMAL_VIEWPORTS as ViewportOptions)[wanted.value])?.styles;
  const [width, height] = [parseInt(styles?.width ?? "", 10), parseInt(styles?.height ?? "", 10)];
  if (Number.isNaN(width) || Number.isNaN(height))
    throw new Error(`unknown Storybook viewport "${wanted.value}"`);
  return wanted.isRotated ? { width: height, height: width } : { width, height };
}
