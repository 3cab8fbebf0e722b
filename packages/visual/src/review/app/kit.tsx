// Every piece of UI the review page uses comes through this file: the kit's components as they are today,
// and two small stand-ins for components the kit does not have yet. When @orbitag/ui gains them, swap them
// here and nothing else changes:
//   - ModeSwitch  → the kit's Tabs (a tab list of the four compare modes; the panels stay in Viewer.tsx)
//   - CommitTable → the kit's Table (path and action of each baseline file to commit)
import { Button, cn } from "@orbitag/ui";
import type * as React from "react";

export {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  Container,
  Heading,
  Separator,
  Text,
  Toaster,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  toast,
} from "@orbitag/ui";

export interface ModeSwitchProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  /** The options, in order. */
  options: ReadonlyArray<{ value: T; label: string; shortcut?: string }>;
  /** The selected option. */
  value: T;
  /** Called with the option a user picks. */
  onChange: (value: T) => void;
}

/** Stand-in for the kit's Tabs: a row of toggle buttons, one pressed. */
export function ModeSwitch<T extends string>({ label, options, value, onChange }: ModeSwitchProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="mode-switch"
      className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1"
    >
      {options.map((o) => (
        <Button
          key={o.value}
          size="sm"
          variant={o.value === value ? "default" : "ghost"}
          aria-pressed={o.value === value}
          aria-keyshortcuts={o.shortcut}
          onClick={() => onChange(o.value)}
        >
          {o.label}
          {o.shortcut && <kbd className="text-xs opacity-70">{o.shortcut}</kbd>}
        </Button>
      ))}
    </div>
  );
}

export interface CommitTableProps extends React.ComponentProps<"table"> {
  /** One row per baseline file. */
  rows: ReadonlyArray<{ path: string; action: string }>;
}

/** Stand-in for the kit's Table: the files an approval wrote. */
export function CommitTable({ rows, className, ...props }: CommitTableProps) {
  return (
    <table data-slot="commit-table" className={cn("w-full text-left text-sm", className)} {...props}>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            File
          </th>
          <th scope="col" className="py-2 font-medium">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.path} className="border-t border-border">
            <td className="py-2 pr-4 font-mono break-all">{r.path}</td>
            <td className="py-2">{r.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
