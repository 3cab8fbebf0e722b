// The review page: every changed, new and missing snapshot of the last visual run, grouped by component or
// page; compare, then approve (write the baseline) or reject (keep it), by mouse or keyboard alone.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Decision, RunView } from "../../results.ts";
import { decide, decideGroup, loadRun } from "./api.ts";
import { actionFor, KEYS, keyLabel } from "./keys.ts";
import {
  Alert,
  AlertDescription,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertTitle,
  Badge,
  Button,
  Container,
  Heading,
  Progress,
  Separator,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  toast,
  Toaster,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "./kit.tsx";
import { type Mode, Viewer, type Zoom } from "./Viewer.tsx";

type Item = RunView["items"][number];

const MODES = [
  { value: "sideBySide", label: "Side by side", shortcut: "1" },
  { value: "slider", label: "Slider", shortcut: "2" },
  { value: "overlay", label: "Overlay", shortcut: "3" },
  { value: "diff", label: "Diff only", shortcut: "4" },
] as const satisfies ReadonlyArray<{ value: Mode; label: string; shortcut: string }>;

const KIND_LABEL = { changed: "changed", new: "new", missing: "missing" } as const;

function DecisionBadge({ decision }: { decision: Decision | null }) {
  if (decision === "approved") return <Badge data-decision="approved">approved</Badge>;
  if (decision === "rejected")
    return (
      <Badge variant="destructive" data-decision="rejected">
        rejected
      </Badge>
    );
  return (
    <Badge variant="outline" data-decision="pending">
      to review
    </Badge>
  );
}

function Shortcut({ label, keys, children }: { label: string; keys: string; children: React.ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>
        {label} <kbd>{keys}</kbd>
      </TooltipContent>
    </Tooltip>
  );
}

function pixelsText(item: Item): string {
  if (item.kind !== "changed") return item.kind === "new" ? "no baseline yet" : "no capture any more";
  if (item.changedPixels === null)
    return `size ${item.expected?.width}×${item.expected?.height} → ${item.actual?.width}×${item.actual?.height}`;
  return `${item.changedPixels.toLocaleString("en-US")} changed pixels`;
}

export function App() {
  const [run, setRun] = useState<RunView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<Mode>("sideBySide");
  const [zoom, setZoom] = useState<Zoom>("fit");
  // "approve the group" asks first: it writes every baseline of a component or page at once
  const [confirmGroup, setConfirmGroup] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    loadRun().then(setRun, (e: Error) => setFailure(e.message));
  }, []);

  const groups = useMemo(() => {
    const map = new Map<string, Item[]>();
    for (const item of run?.items ?? []) map.set(item.group, [...(map.get(item.group) ?? []), item]);
    return [...map];
  }, [run]);
  const items = useMemo(() => groups.flatMap(([, list]) => list), [groups]);
  const current = items[index] ?? null;
  const currentGroup = groups.find(([group]) => group === current?.group)?.[1] ?? [];

  const move = useCallback(
    (by: number) => setIndex((i) => Math.min(Math.max(i + by, 0), Math.max(items.length - 1, 0))),
    [items.length],
  );

  const act = useCallback(
    async (decision: Decision, group = false) => {
      if (!current) return;
      try {
        const next = group
          ? await decideGroup(current.group, decision)
          : await decide(current.snapshot, decision);
        setRun(next);
        toast({
          title: decision === "approved" ? "Approved" : "Rejected",
          description: group
            ? `${current.group}: every snapshot ${decision === "approved" ? "written" : "kept"}`
            : `${current.snapshot}${decision === "approved" ? (current.kind === "missing" ? " removed" : " written") : ": baseline kept"}`,
        });
        if (group) {
          const last = items.findLastIndex((i) => i.group === current.group);
          setIndex(Math.min(last + 1, items.length - 1));
        } else move(1);
      } catch (e) {
        toast({ title: "Not saved", description: (e as Error).message, variant: "destructive" });
      }
    },
    [current, items, move],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // the confirmation dialog has the keyboard while it is open
      if (confirmGroup) return;
      const action = actionFor(event);
      if (!action) return;
      event.preventDefault();
      if (action === "next") move(1);
      else if (action === "previous") move(-1);
      else if (action === "approve") void act("approved");
      else if (action === "reject") void act("rejected");
      else if (action === "approveGroup") setConfirmGroup(current !== null);
      else if (action === "zoom") setZoom((z) => (z === "fit" ? "actual" : "fit"));
      else setMode(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [act, move, confirmGroup, current]);

  useEffect(() => {
    listRef.current?.querySelector("[aria-current=true]")?.scrollIntoView({ block: "nearest" });
  }, [index]);

  const counts = (pred: (i: Item) => boolean) => items.filter(pred).length;
  const reviewed = counts((i) => i.decision !== null);

  return (
    <TooltipProvider>
      <Container size="full" className="flex flex-col gap-6 py-8">
        <header className="flex flex-col gap-3">
          <Heading level={1} size="md">
            Visual review
          </Heading>
          {!run && !failure && (
            // the run's summary is on its way (one local request)
            <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the last run">
              <Skeleton className="h-4 w-96 max-w-full" />
              <Skeleton className="h-5 w-72 max-w-full" />
            </div>
          )}
          {run && (
            <Text variant="small">
              Run of {new Date(run.finishedAt).toLocaleString("en-GB")} against{" "}
              <code className="font-mono">{run.baselineDir}</code>
              {run.local && " (your local, git-ignored baselines)"}. Nothing leaves this machine.
            </Text>
          )}
          {run && items.length > 0 && (
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <div className="flex flex-wrap gap-2" aria-label="Summary">
                <Badge variant="secondary">{counts((i) => i.kind === "changed")} changed</Badge>
                <Badge variant="secondary">{counts((i) => i.kind === "new")} new</Badge>
                <Badge variant="secondary">{counts((i) => i.kind === "missing")} missing</Badge>
              </div>
              <Progress
                className="w-64 max-w-full"
                size="sm"
                label="Reviewed"
                showValue
                value={reviewed}
                max={items.length}
                getValueLabel={(value, max) => `${value} of ${max}`}
              />
            </div>
          )}
        </header>

        {run?.browserChange && (
          // a browser update: say it first, so the reviewer reads every diff below as the update's
          <Alert variant={run.browserChange.differ ? "warning" : "info"} data-slot="browser-change">
            <AlertTitle>
              Browser update: baselines from {run.browserChange.from}, this run {run.browserChange.to}
            </AlertTitle>
            <AlertDescription>
              {run.browserChange.differ} of {run.browserChange.compared} compared snapshots differ.
              {run.complete &&
                run.browserChange.differ > 0 &&
                ` Approving records ${run.browserChange.to} as the baselines' browser in platform.json.`}
            </AlertDescription>
            {!run.complete && (
              // a partial run never vouches for baselines it did not compare on the new build
              <AlertDescription data-slot="browser-not-recorded">
                {run.browserChange.to} is not recorded in platform.json: this run did not compare every
                baseline
                {run.notCompared > 0 && ` (${run.notCompared} snapshots left out)`}, as after -g, --changed,
                one shard alone or a failure before a capture. A complete run (npm run test:visual:update)
                records it.
              </AlertDescription>
            )}
          </Alert>
        )}
        {failure && (
          <Alert variant="warning">
            <AlertTitle>Nothing to review</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        {run && items.length === 0 && (
          <Alert variant="success">
            <AlertTitle>Nothing to review</AlertTitle>
            <AlertDescription>The last run found no changed, new or missing snapshot.</AlertDescription>
          </Alert>
        )}

        {current && (
          <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            <nav aria-label="Snapshots" className="flex flex-col gap-4 lg:max-h-[80vh] lg:overflow-auto">
              <ol ref={listRef} className="flex flex-col gap-4">
                {groups.map(([group, list]) => (
                  <li key={group} className="flex flex-col gap-1" data-group={group}>
                    <div className="flex items-center justify-between gap-2">
                      <Text variant="eyebrow" asChild>
                        <h2>{group}</h2>
                      </Text>
                      <Badge variant="outline" aria-label={`${list.length} snapshots`}>
                        {list.filter((i) => i.decision).length}/{list.length}
                      </Badge>
                    </div>
                    <ol className="flex flex-col gap-1">
                      {list.map((item) => {
                        const at = items.indexOf(item);
                        return (
                          <li key={item.snapshot}>
                            <Button
                              variant={at === index ? "secondary" : "ghost"}
                              size="sm"
                              className="w-full justify-between"
                              aria-current={at === index}
                              data-snapshot={item.snapshot}
                              onClick={() => setIndex(at)}
                            >
                              <span className="truncate">{item.label}</span>
                              <span className="flex gap-1">
                                <Badge variant="outline">{KIND_LABEL[item.kind]}</Badge>
                                <DecisionBadge decision={item.decision} />
                              </span>
                            </Button>
                          </li>
                        );
                      })}
                    </ol>
                  </li>
                ))}
              </ol>
            </nav>

            <main className="flex min-w-0 flex-col gap-4" aria-labelledby="current-title">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-col gap-1">
                  <Heading level={2} size="sm" id="current-title">
                    {current.group} · {current.label}
                  </Heading>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">{KIND_LABEL[current.kind]}</Badge>
                    <Badge variant="secondary" data-slot="pixel-count">
                      {pixelsText(current)}
                    </Badge>
                    <DecisionBadge decision={current.decision} />
                    <Text variant="small" asChild>
                      <code className="font-mono">{current.snapshot}</code>
                    </Text>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Shortcut label="Write this baseline" keys="a">
                    <Button aria-keyshortcuts="a" onClick={() => void act("approved")}>
                      Approve
                    </Button>
                  </Shortcut>
                  <Shortcut label="Keep the baseline as it is" keys="r">
                    <Button variant="outline" aria-keyshortcuts="r" onClick={() => void act("rejected")}>
                      Reject
                    </Button>
                  </Shortcut>
                  <Shortcut label={`Approve every snapshot of ${current.group}`} keys="Shift+A">
                    <Button
                      variant="secondary"
                      aria-keyshortcuts="Shift+A"
                      onClick={() => setConfirmGroup(true)}
                    >
                      Approve group
                    </Button>
                  </Shortcut>
                </div>
              </div>
              <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
                <div className="flex flex-wrap items-center gap-3">
                  <TabsList aria-label="Compare">
                    {MODES.map((m) => (
                      <TabsTrigger key={m.value} value={m.value} aria-keyshortcuts={m.shortcut}>
                        {m.label}
                        <kbd className="text-xs opacity-70">{m.shortcut}</kbd>
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-pressed={zoom === "actual"}
                    aria-keyshortcuts="z"
                    onClick={() => setZoom((z) => (z === "fit" ? "actual" : "fit"))}
                  >
                    {zoom === "actual" ? "Zoom 1:1" : "Fit to width"}{" "}
                    <kbd className="text-xs opacity-70">z</kbd>
                  </Button>
                </div>
                {MODES.map((m) => (
                  <TabsContent key={m.value} value={m.value}>
                    <Viewer key={current.snapshot} item={current} mode={m.value} zoom={zoom} />
                  </TabsContent>
                ))}
              </Tabs>
            </main>
          </div>
        )}

        {run && run.errors.length > 0 && (
          <Alert variant="destructive">
            <AlertTitle>Failed before a capture</AlertTitle>
            <AlertDescription>
              <p>Nothing to approve: fix these, then run the suite again.</p>
              <ul className="mt-2 flex flex-col gap-1">
                {run.errors.map((e) => (
                  <li key={e.snapshot}>
                    <code className="font-mono">{e.snapshot}</code>: {e.message}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}

        <Separator />
        <section aria-labelledby="keys-title" className="flex flex-col gap-2">
          <Heading level={2} size="xs" id="keys-title">
            Keyboard
          </Heading>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            {KEYS.map((k) => (
              <div key={k.action} className="contents">
                <dt>
                  {k.keys.map((key) => (
                    <kbd key={key} className="mr-1 rounded border border-border bg-muted px-1.5 font-mono">
                      {keyLabel(key)}
                    </kbd>
                  ))}
                </dt>
                <dd className="text-muted-foreground">{k.label}</dd>
              </div>
            ))}
          </dl>
        </section>

        {run && (
          <section aria-labelledby="commit-title" className="flex flex-col gap-2">
            <Heading level={2} size="xs" id="commit-title">
              Files to commit
            </Heading>
            {run.local ? (
              <Text variant="small">Local baselines are git-ignored: nothing to commit.</Text>
            ) : run.commit.length === 0 ? (
              <Text variant="small">Nothing approved yet.</Text>
            ) : (
              <>
                <Table aria-labelledby="commit-title">
                  <TableHeader>
                    <TableRow>
                      <TableHead>File</TableHead>
                      <TableHead>Change</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {run.commit.map((c) => (
                      <TableRow key={c.path}>
                        <TableCell wrap className="font-mono break-all">
                          {c.path}
                        </TableCell>
                        <TableCell>{c.action}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <pre className="overflow-auto rounded-md bg-muted p-3 font-mono text-sm">
                  git add -- {run.commit.map((c) => c.path).join(" ")}
                </pre>
              </>
            )}
          </section>
        )}
      </Container>

      <AlertDialog open={confirmGroup} onOpenChange={setConfirmGroup}>
        {current && (
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Approve every snapshot of {current.group}?</AlertDialogTitle>
              <AlertDialogDescription>
                {currentGroup.length === 1
                  ? "Its 1 snapshot becomes the baseline"
                  : `All ${currentGroup.length} of its snapshots become the baselines`}{" "}
                (a missing one is removed). Rejecting one later restores its baseline.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => act("approved", true)}>
                Approve {currentGroup.length}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        )}
      </AlertDialog>
      <Toaster />
    </TooltipProvider>
  );
}
