// Which files changed since a git ref: committed, staged, unstaged and new (untracked) files alike, so
// `--changed` also covers work that is not committed yet.
import { spawnSync } from "node:child_process";

function git(cwd: string, args: string[]): string {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${(r.stderr || r.stdout).trim()}`);
  return r.stdout;
}

/** The merge base of HEAD with main (or origin/main), the default REF of `--changed`. */
export function defaultRef(cwd: string): string {
  for (const main of ["main", "origin/main"]) {
    const r = spawnSync("git", ["merge-base", "HEAD", main], { cwd, encoding: "utf8" });
    if (r.status === 0) return r.stdout.trim();
  }
  throw new Error("visual --changed: no branch main to compare with; name a ref: --changed <ref>");
}

/** Repository-relative paths (forward slashes) changed since `ref`, sorted. */
export function changedFiles(cwd: string, ref: string): string[] {
  const top = git(cwd, ["rev-parse", "--show-toplevel"]).trim();
  const known = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd });
  if (known.status !== 0) throw new Error(`visual --changed: "${ref}" is not a commit of this repository`);
  const tracked = git(top, ["diff", "--name-only", "--no-renames", ref, "--"]).split("\n");
  const untracked = git(top, ["ls-files", "--others", "--exclude-standard"]).split("\n");
  return [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
}
