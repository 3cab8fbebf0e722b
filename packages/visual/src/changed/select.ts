// `--changed`: from the files changed since a ref to the stories and pages to capture. A file traced in the
// Storybook graph selects the stories whose CSF file reaches it; a file traced in a page's bundle selects that
// page. What no graph can place per story or page (dependencies, build and Storybook config, global CSS,
// tokens, fonts, the visual suite itself) selects everything, and the reason is one line naming that file.

export interface SelectionInput {
  changed: string[];
  /** repo-relative CSF file → the story ids in it */
  storiesByFile: Map<string, string[]>;
  /** story trace of one repo-relative file */
  traceStory: (
    file: string,
  ) => { kind: "untraced" } | { kind: "global"; via: string } | { kind: "stories"; csfFiles: Set<string> };
  /** page label → repo-relative files in its bundle (root layout included) */
  pageFiles: Map<string, Set<string>>;
  /** repo-relative files of the root layout (every page renders them) */
  rootFiles: Set<string>;
  /** baseline folder, repo-relative, e.g. tests/visual/__screenshots__ */
  baselineDir: string;
  /** snapshot file name (without folder) → story id or page label it belongs to */
  snapshotOwner: (relPath: string) => { story: string } | { page: string } | null;
}

export interface Selection {
  stories: string[] | "all";
  pages: string[] | "all";
  /** one line per reason: the file that forced a full (or all-pages) run, or the summary */
  reasons: string[];
  /** changed file → what it selected, for the log */
  hits: Array<{ file: string; stories: number; pages: number; note?: string }>;
}

/** A file that no graph can attribute to single stories or pages: everything runs. */
const GLOBAL_RULES: Array<[RegExp, string]> = [
  [/(^|\/)package-lock\.json$|(^|\/)package\.json$/, "dependencies can change any story or page"],
  [/^\.storybook\//, "Storybook's configuration renders every story"],
  [/(^|\/)(vite|vitest)\.config\.[cm]?[jt]s$|(^|\/)tsconfig[^/]*\.json$/, "build configuration"],
  [/^packages\/ui\/tokens\//, "design tokens reach every story and page"],
  [/\.css$/, "global CSS (theme, tokens, Tailwind) reaches every story and page"],
  [/\.(woff2?|ttf|otf)$|(^|\/)fonts?\//, "fonts change every text"],
  [/^tests\/visual\/(?!__screenshots__\/)|^packages\/visual\/|^scripts\/visual\//, "the visual suite itself"],
  [/^playwright\.config\.ts$|^scripts\/lib\/chromium\.ts$/, "the browser setup of every capture"],
];

/** Build and serving of the site: every page, no story. */
const SITE_RULES: Array<[RegExp, string]> = [
  [/^netlify\.toml$/, "netlify.toml sets every page's headers"],
  [/^packages\/site\/(react-router\.config\.ts|scripts\/|public\/)/, "the site's build shapes every page"],
];

/** Never on screen: tests, docs, other packages' code. */
const IRRELEVANT = /(\.(test|spec)\.[cm]?[jt]sx?|\.md|\.mdx)$|^tests\/(?!visual\/)|^\.changeset\//;

export function selectSnapshots(input: SelectionInput): Selection {
  const stories = new Set<string>();
  const pages = new Set<string>();
  const reasons: string[] = [];
  const hits: Selection["hits"] = [];
  let allStories = false;
  let allPages = false;
  const pageCount = () => (allPages ? input.pageFiles.size : pages.size);

  for (const file of input.changed) {
    const rule = GLOBAL_RULES.find(([re]) => re.test(file));
    // one file that reaches everything decides the run; say which and why, in one line
    if (rule)
      return {
        stories: "all",
        pages: "all",
        reasons: [`visual: full run, ${file} changed (${rule[1]})`],
        hits: [{ file, stories: -1, pages: -1, note: "full run" }],
      };
  }
  for (const file of input.changed) {
    const baseline = file.startsWith(`${input.baselineDir}/`)
      ? input.snapshotOwner(file.slice(input.baselineDir.length + 1))
      : undefined;
    if (baseline !== undefined) {
      if (baseline && "story" in baseline) stories.add(baseline.story);
      if (baseline && "page" in baseline) pages.add(baseline.page);
      hits.push({
        file,
        stories: baseline && "story" in baseline ? 1 : 0,
        pages: baseline && "page" in baseline ? 1 : 0,
        note: "baseline",
      });
      continue;
    }
    let nStories = 0;
    let nPages = 0;
    const trace = input.traceStory(file);
    if (trace.kind === "global") {
      if (!allStories)
        reasons.push(
          `visual: all stories, ${file} changed (the Storybook preview imports it via ${trace.via})`,
        );
      allStories = true;
      nStories = -1;
    } else if (trace.kind === "stories") {
      for (const csf of trace.csfFiles)
        for (const id of input.storiesByFile.get(csf) ?? []) {
          stories.add(id);
          nStories++;
        }
    }
    if (input.rootFiles.has(file)) {
      if (!allPages)
        reasons.push(`visual: all pages, ${file} changed (the site's root layout renders it on every page)`);
      allPages = true;
      nPages = -1;
    } else {
      for (const [label, files] of input.pageFiles)
        if (files.has(file)) {
          pages.add(label);
          nPages++;
        }
    }
    const siteRule = SITE_RULES.find(([re]) => re.test(file));
    if (siteRule) {
      if (!allPages) reasons.push(`visual: all pages, ${file} changed (${siteRule[1]})`);
      allPages = true;
      nPages = -1;
    } else if (
      trace.kind === "untraced" &&
      nPages === 0 &&
      file.startsWith("packages/site/") &&
      !IRRELEVANT.test(file)
    ) {
      // in the site but in no page's bundle (e.g. a script the build inlines): it cannot be placed per page
      if (!allPages)
        reasons.push(`visual: all pages, ${file} changed (site code outside every page's bundle)`);
      allPages = true;
      nPages = -1;
    }
    hits.push({
      file,
      stories: nStories,
      pages: nPages,
      note: nStories === 0 && nPages === 0 ? "on no story or page" : undefined,
    });
  }
  const storyCount = allStories ? "all" : String(stories.size);
  reasons.push(
    `visual: ${input.changed.length} changed file(s) → ${storyCount} stories, ${allPages ? "all" : pageCount()} pages`,
  );
  return {
    stories: allStories ? "all" : [...stories].sort(),
    pages: allPages ? "all" : [...pages].sort(),
    reasons,
    hits,
  };
}
