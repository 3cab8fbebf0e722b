"use client";
// How a kit layer takes an Escape that a toast above it, or a layer fading out above it, handed on
// (lib/layers.ts has the rule): each layer's panel counts itself open, while its root is, with the way to close
// it. Radix's roots keep their open state to themselves, so a floating surface's root is wrapped
// (`closableRoot`) to hold it here, as the modal roots already do. Not public API.
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";
import { openLayer } from "./layers.js";

/** A layer's root: whether it is open, and how to close it through its own open state. */
export interface LayerControl {
  /** False from the moment it closes, while its panel still fades out. */
  open: boolean;
  close: () => void;
}

/** A floating surface's root; null under a root that does not say (its layer is not counted). */
const FloatingControl = React.createContext<LayerControl | null>(null);

/** Wraps a floating surface's Radix root. */
export const FloatingControlProvider = FloatingControl.Provider;

/** The root of the floating surface this part is in, or null. */
export const useFloatingControl = () => React.useContext(FloatingControl);

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
    const control = React.useMemo(() => ({ open, close: () => setOpen(false) }), [open, setOpen]);
    const root = { ...props, open, onOpenChange: setOpen } as unknown as P;
    return (
      <FloatingControlProvider value={control}>
        <Root {...root} />
      </FloatingControlProvider>
    );
  }
  return ClosableRoot;
}

export interface LayerEscapeProps {
  /** The layer's root (null: the layer cannot be closed from here, so it is not counted). */
  control: LayerControl | null;
  /** The layer's own handler: `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * Rendered inside a layer's panel: counts the layer open while its root is (not while the panel fades out),
 * taking an Escape as Radix would (its `onEscapeKeyDown`, then it closes unless that prevented it).
 */
export function LayerEscape({ control, onEscapeKeyDown }: LayerEscapeProps) {
  const latest = React.useRef({ close: control?.close, onEscapeKeyDown });
  React.useLayoutEffect(() => {
    latest.current = { close: control?.close, onEscapeKeyDown };
  });
  const counted = control?.open === true;
  React.useEffect(() => {
    if (!counted) return;
    return openLayer({
      escape: (event) => {
        latest.current.onEscapeKeyDown?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        latest.current.close?.();
      },
    });
  }, [counted]);
  return null;
}
