"use client";
// How a kit layer takes an Escape that a toast above it handed on (lib/layers.ts has the rule): each layer's
// panel counts itself open with the way to close it. Radix's roots keep their open state to themselves, so a
// floating surface's root is wrapped (`closableRoot`) to hold it here, as the modal roots already do. Not public
// API.
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";
import { openLayer } from "./layers.js";

/** How a floating surface's root closes it; null under a root that does not say (its layer is not counted). */
const FloatingClose = React.createContext<(() => void) | null>(null);

/** Wraps a floating surface's Radix root: `close` closes it through its own open state. */
export const FloatingCloseProvider = FloatingClose.Provider;

/** The close of the floating surface this part is in, or null. */
export const useFloatingClose = () => React.useContext(FloatingClose);

interface OpenStateProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * `Root` (Radix Popover's, DropdownMenu's, ...) with its open state held here, controlled or not, so its
 * content can close it on an Escape a toast handed on.
 */
export function closableRoot<P extends OpenStateProps>(Root: React.ComponentType<P>, caller: string) {
  function ClosableRoot({ open: openProp, defaultOpen = false, onOpenChange, ...props }: P) {
    const [open, setOpen] = useControllableState({
      prop: openProp,
      defaultProp: defaultOpen,
      onChange: onOpenChange,
      caller,
    });
    const close = React.useCallback(() => setOpen(false), [setOpen]);
    const root = { ...props, open, onOpenChange: setOpen } as unknown as P;
    return (
      <FloatingCloseProvider value={close}>
        <Root {...root} />
      </FloatingCloseProvider>
    );
  }
  return ClosableRoot;
}

export interface LayerEscapeProps {
  /** Closes the layer (null: the layer cannot be closed from here, so it is not counted). */
  close: (() => void) | null;
  /** The layer's own handler: `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * Rendered inside a layer's panel, so it mounts and unmounts with it: counts the layer open, taking an Escape
 * as Radix would (its `onEscapeKeyDown`, then it closes unless that prevented it).
 */
export function LayerEscape({ close, onEscapeKeyDown }: LayerEscapeProps) {
  const latest = React.useRef({ close, onEscapeKeyDown });
  React.useLayoutEffect(() => {
    latest.current = { close, onEscapeKeyDown };
  });
  const closable = close !== null;
  React.useEffect(() => {
    if (!closable) return;
    return openLayer({
      escape: (event) => {
        latest.current.onEscapeKeyDown?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        latest.current.close?.();
      },
    });
  }, [closable]);
  return null;
}
