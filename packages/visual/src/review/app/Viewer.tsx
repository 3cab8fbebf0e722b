// One snapshot compared four ways: side by side, a slider, an overlay with adjustable opacity, the diff
// image alone; at the page's width (fit) or at 1:1 (one capture pixel per screen pixel at device scale 1).
import { useId, useState } from "react";
import type { ResultItem } from "../../results.ts";
import { imageUrl } from "./api.ts";
import { cn, Text } from "./kit.tsx";

export type Mode = "sideBySide" | "slider" | "overlay" | "diff";
export type Zoom = "fit" | "actual";

interface Size {
  width: number;
  height: number;
}

function Capture({
  src,
  alt,
  size,
  scaleTo,
  zoom,
}: {
  src: string;
  alt: string;
  size: Size;
  scaleTo: number;
  zoom: Zoom;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      data-slot="capture"
      className={cn("block h-auto max-w-none [image-rendering:pixelated]")}
      // at 1:1 the capture keeps its pixel width; fitted, every capture scales by the same factor
      style={{ width: zoom === "actual" ? size.width : `${(size.width / scaleTo) * 100}%` }}
    />
  );
}

function Frame({
  zoom,
  width,
  children,
  label,
}: {
  zoom: Zoom;
  width: number;
  children: React.ReactNode;
  label: string;
}) {
  return (
    <figure className="m-0 flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium text-muted-foreground">{label}</figcaption>
      <div className="review-canvas overflow-auto rounded-md border border-border" data-zoom={zoom}>
        <div className="relative" style={zoom === "actual" ? { width } : { width: "100%" }}>
          {children}
        </div>
      </div>
    </figure>
  );
}

/** A labelled 0–100 % slider (a native range input: arrows, Home/End and Page keys work). */
function RangeControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-64 accent-primary"
      />
      <Text variant="small">{value}%</Text>
    </div>
  );
}

export function Viewer({ item, mode, zoom }: { item: ResultItem; mode: Mode; zoom: Zoom }) {
  const [split, setSplit] = useState(50);
  const [opacity, setOpacity] = useState(50);
  const expected = item.expected && { src: imageUrl("expected", item.snapshot), size: item.expected };
  const actual = item.actual && { src: imageUrl("actual", item.snapshot), size: item.actual };
  const width = Math.max(item.expected?.width ?? 0, item.actual?.width ?? 0);

  if (!expected || !actual) {
    const only = (expected ?? actual) as NonNullable<typeof expected>;
    return (
      <Frame
        zoom={zoom}
        width={width}
        label={
          item.kind === "new"
            ? "New capture (no baseline yet)"
            : "Baseline (no story or page makes it any more)"
        }
      >
        <Capture
          src={only.src}
          alt={`${item.snapshot}, ${item.kind === "new" ? "new capture" : "baseline"}`}
          size={only.size}
          scaleTo={width}
          zoom={zoom}
        />
      </Frame>
    );
  }

  if (mode === "sideBySide")
    return (
      <div className="grid gap-4 lg:grid-cols-2" data-mode="sideBySide">
        <Frame zoom={zoom} width={expected.size.width} label="Baseline">
          <Capture
            src={expected.src}
            alt={`${item.snapshot}, baseline`}
            size={expected.size}
            scaleTo={expected.size.width}
            zoom={zoom}
          />
        </Frame>
        <Frame zoom={zoom} width={actual.size.width} label="This run">
          <Capture
            src={actual.src}
            alt={`${item.snapshot}, this run`}
            size={actual.size}
            scaleTo={actual.size.width}
            zoom={zoom}
          />
        </Frame>
      </div>
    );

  if (mode === "diff")
    return (
      <div data-mode="diff">
        <Frame zoom={zoom} width={width} label="Changed pixels in red (Playwright's diff)">
          <Capture
            src={imageUrl("diff", item.snapshot)}
            alt={`${item.snapshot}, difference`}
            size={{ width, height: Math.max(expected.size.height, actual.size.height) }}
            scaleTo={width}
            zoom={zoom}
          />
        </Frame>
      </div>
    );

  const top = (
    <div
      className="absolute inset-0"
      data-slot={mode === "slider" ? "slider-top" : "overlay-top"}
      style={mode === "slider" ? { clipPath: `inset(0 0 0 ${split}%)` } : { opacity: opacity / 100 }}
    >
      <Capture
        src={actual.src}
        alt={`${item.snapshot}, this run`}
        size={actual.size}
        scaleTo={width}
        zoom={zoom}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-3" data-mode={mode}>
      {mode === "slider" ? (
        <RangeControl label="Baseline ← → this run" value={split} onChange={setSplit} />
      ) : (
        <RangeControl label="Opacity of this run over the baseline" value={opacity} onChange={setOpacity} />
      )}
      <Frame
        zoom={zoom}
        width={width}
        label={
          mode === "slider"
            ? "Baseline left of the handle, this run right of it"
            : "This run over the baseline"
        }
      >
        <Capture
          src={expected.src}
          alt={`${item.snapshot}, baseline`}
          size={expected.size}
          scaleTo={width}
          zoom={zoom}
        />
        {top}
        {mode === "slider" && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 w-0.5 bg-primary"
            style={{ left: `${split}%` }}
          />
        )}
      </Frame>
    </div>
  );
}
