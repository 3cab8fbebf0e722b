"use client";
import * as React from "react";
import type { ComboboxOption } from "./combobox.shared.js";

/**
 * Loads the options for a search: called as the list opens and as the user types (after `loadDelay`). Abort
 * your request when `signal` aborts: a newer search replaced it, or the list closed. Reject to show the error
 * state with its Retry button.
 */
export type ComboboxLoader = (search: string, context: { signal: AbortSignal }) => Promise<ComboboxOption[]>;

interface Answer {
  /** The request it answers: `${generation}:${search}`. */
  key: string;
  /** The options of the last request that succeeded (kept while the next one loads, so the list does not jump). */
  options: ComboboxOption[];
  error?: unknown;
}

export interface LoadedOptions {
  /** A request for the current search is running. */
  loading: boolean;
  options: ComboboxOption[];
  /** The current search failed (until a retry or a new search). */
  failed: boolean;
  /** Loads the current search again. */
  retry: () => void;
}

/**
 * The options `load` answers for `search` while the list is `open`. What is loading is derived (the answer
 * on hand is for another search), not set in the effect: the list shows its spinner from the keystroke on,
 * and only the newest request may answer (each one is aborted when the next starts or the list closes).
 */
export function useLoadedOptions(
  load: ComboboxLoader | undefined,
  search: string,
  open: boolean,
  delay: number,
): LoadedOptions {
  const [generation, setGeneration] = React.useState(0);
  const [answer, setAnswer] = React.useState<Answer>({ key: "", options: [] });
  const key = `${generation}:${search}`;
  // the app may pass a new function on every render; a new function alone starts no request
  const loadRef = React.useRef(load);
  React.useLayoutEffect(() => {
    loadRef.current = load;
  });
  // the search of the last request while open: typing waits `delay`, opening and retrying do not
  const lastSearch = React.useRef<string | null>(null);
  const enabled = load !== undefined;

  React.useEffect(() => {
    if (!open || !enabled) {
      lastSearch.current = null;
      return;
    }
    const typed = lastSearch.current !== null && lastSearch.current !== search;
    lastSearch.current = search;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const loader = loadRef.current;
        if (!loader) return;
        Promise.resolve()
          .then(() => loader(search, { signal: controller.signal }))
          .then(
            (options) => {
              if (!controller.signal.aborted) setAnswer({ key, options });
            },
            (error: unknown) => {
              if (!controller.signal.aborted)
                setAnswer((previous) => ({ key, options: previous.options, error: error ?? "failed" }));
            },
          );
      },
      typed ? delay : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, enabled, key, search, delay]);

  const answered = answer.key === key;
  return {
    loading: enabled && open && !answered,
    options: answer.options,
    failed: answered && answer.error !== undefined,
    retry: React.useCallback(() => setGeneration((g) => g + 1), []),
  };
}
