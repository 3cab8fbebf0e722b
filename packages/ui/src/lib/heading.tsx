import * as React from "react";

/** Heading levels a component may render its title at, so the page outline stays correct. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type HeadingTagProps = React.ComponentProps<"h2"> & {
  /** Renders `<h1>`..`<h6>`. */
  level: HeadingLevel;
};

/** An `<h1>`..`<h6>` chosen by `level` (internal building block of titled components). */
export function HeadingTag({ level, ...props }: HeadingTagProps) {
  return React.createElement(`h${level}`, props);
}
