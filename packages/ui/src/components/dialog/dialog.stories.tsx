import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { FormField } from "../form-field/form-field.js";
import { Input } from "../input/input.js";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.js";

type Args = React.ComponentProps<typeof DialogContent> & {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The default composition: trigger, header, a short body and two actions. */
function Example({ defaultOpen, onOpenChange, children, ...content }: Args) {
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit asset</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>Edit asset</DialogTitle>
          <DialogDescription>Changes apply to every site that tracks this asset.</DialogDescription>
        </DialogHeader>
        {children ?? (
          <p className="text-sm">Forklift 12 was last scanned at Warehouse B, dock 3, eleven minutes ago.</p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save changes</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: "Components/Dialog",
  component: DialogContent,
  args: { size: "md", showCloseButton: true, closeLabel: "Close", onOpenChange: fn() },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg", "xl"] },
    showCloseButton: { control: "boolean" },
    closeLabel: { control: "text" },
    children: { control: false },
  },
  // every modal story in its own frame on the docs page, so one open dialog does not cover the others
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args: Args) => <Example {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole("dialog");

/** Open from the trigger, then Escape: the dialog closes and focus is back on the trigger. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Edit asset" });
    await userEvent.click(trigger);
    await waitFor(() => expect(dialog()).toHaveAccessibleName("Edit asset"));
    await expect(dialog()).toHaveAccessibleDescription("Changes apply to every site that tracks this asset.");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("dialog")).toHaveAttribute("data-state", "open");
    await expect(dialog()).toHaveAttribute("data-size", "md");
  },
};

export const Small: Story = { args: { defaultOpen: true, size: "sm" } };

export const Large: Story = { args: { defaultOpen: true, size: "lg" } };

export const ExtraLarge: Story = { args: { defaultOpen: true, size: "xl" } };

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showCloseButton: false },
  play: async () => {
    await screen.findByRole("dialog");
    await expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  },
};

/** The X and the actions hovered (pseudo-states reach the portal through `rootSelector`). */
export const Hover: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { hover: true, rootSelector: "body" } },
};

export const FocusVisible: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { focusVisible: true, rootSelector: "body" } },
};

/** A disabled trigger cannot open the dialog. */
export const DisabledTrigger: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" disabled>
          Edit asset
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Edit asset</DialogTitle>
        <DialogDescription>Not reachable.</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit asset" });
    await expect(trigger).toBeDisabled();
    trigger.click();
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

/** Saving: the primary action shows the Button's loading state. */
export const Loading: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit asset</DialogTitle>
          <DialogDescription>Changes apply to every site that tracks this asset.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled>
            Cancel
          </Button>
          <Button loading loadingText="Saving...">
            Save changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await expect(await screen.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

function AddAssetForm({ invalid = false }: { invalid?: boolean }) {
  const [errors, setErrors] = React.useState<{ name?: string; tag?: string }>(
    invalid ? { name: "Enter the asset's name", tag: "Enter the tag ID printed on the label" } : {},
  );
  const [saved, setSaved] = React.useState<string | null>(null);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = {
      name: data.get("name") ? undefined : "Enter the asset's name",
      tag: data.get("tag") ? undefined : "Enter the tag ID printed on the label",
    };
    setErrors(next);
    // the first invalid field takes the focus, as react-hook-form's shouldFocusError does
    const first = (["name", "tag"] as const).find((key) => next[key]);
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name=${first}]`)?.focus();
    else setSaved(String(data.get("name")));
  };
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button>Add asset</Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Add asset</DialogTitle>
          <DialogDescription>Register a tagged item so every scan updates its location.</DialogDescription>
        </DialogHeader>
        <form id="add-asset" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Name" required error={errors.name}>
            <Input name="name" autoComplete="off" />
          </FormField>
          <FormField label="Tag ID" required hint="Printed under the barcode." error={errors.tag}>
            <Input name="tag" autoComplete="off" />
          </FormField>
        </form>
        {saved ? <p role="status" className="text-sm">{`Saved ${saved}`}</p> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="add-asset">
            Add asset
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A form in a dialog: its first field has the focus as soon as the dialog opens. */
export const Form: Story = {
  render: () => <AddAssetForm />,
  play: async () => {
    const name = await screen.findByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard("Forklift 12");
    await userEvent.tab();
    await expect(screen.getByRole("textbox", { name: "Tag ID" })).toHaveFocus();
    await userEvent.keyboard("TAG-0042");
    await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
    await expect(await screen.findByRole("status")).toHaveTextContent("Saved Forklift 12");
  },
};

/** Submitted empty: both fields show their error and the first one takes the focus. */
export const Invalid: Story = {
  render: () => <AddAssetForm invalid />,
  play: async () => {
    const name = await screen.findByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription("Enter the asset's name");
  },
};

const paragraphs = Array.from(
  { length: 14 },
  (_, i) =>
    `Section ${i + 1}. Tags report their position every five minutes while moving and every hour while parked; a gateway keeps the last 500 readings when the network is down and uploads them in order once it is back.`,
);

/** Longer than the screen: header and footer stay, the body scrolls and can be focused to scroll by keyboard. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <DialogBody className="flex flex-col gap-3 text-sm">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </DialogBody>
    ),
  },
  play: async () => {
    const content = await screen.findByRole("dialog");
    const body = content.querySelector("[data-slot=dialog-body]") as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute("data-overflowing", "true"));
    await expect(body).toHaveAttribute("tabindex", "0");
    // the panel itself fits the screen; only the body scrolls
    await expect(content.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <p className="text-sm break-words">
        Asset-Register-Export-Warehouse-B-Dock-3-Forklifts-and-Pallet-Jacks-2026-03-02.csv will include every
        reading of the last 90 days, the custodian of each asset and the audit notes that were attached to
        them.
      </p>
    ),
  },
  render: ({ defaultOpen, onOpenChange, children, ...content }: Args) => (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>
            Export the complete asset register of every site, including archived assets
          </DialogTitle>
          <DialogDescription>
            Large exports are prepared in the background; we e-mail you a download link when the file is
            ready, usually within a few minutes.
          </DialogDescription>
        </DialogHeader>
        {children as React.ReactNode}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep working without exporting</Button>
          </DialogClose>
          <Button>Prepare the export file</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

/** Right-to-left (Hebrew): the X sits at the top left, text and actions start on the right. */
export const RightToLeft: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent dir="rtl" closeLabel="סגירה">
        <DialogHeader>
          <DialogTitle>עריכת נכס</DialogTitle>
          <DialogDescription>השינויים חלים על כל האתרים שעוקבים אחרי הנכס הזה.</DialogDescription>
        </DialogHeader>
        <p className="text-sm">מלגזה 12 נסרקה לאחרונה במחסן B, רציף 3, לפני אחת עשרה דקות.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">ביטול</Button>
          </DialogClose>
          <Button>שמירת שינויים</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const content = await screen.findByRole("dialog");
    await settled(content);
    const panel = content.getBoundingClientRect();
    const close = screen.getByRole("button", { name: "סגירה" }).getBoundingClientRect();
    await expect(close.left - panel.left).toBeLessThan(30);
    // the primary action sits at the start (right) edge's opposite end: left of Cancel
    const save = screen.getByRole("button", { name: "שמירת שינויים" }).getBoundingClientRect();
    const cancel = screen.getByRole("button", { name: "ביטול" }).getBoundingClientRect();
    await expect(save.right).toBeLessThan(cancel.left);
  },
};

/** On a 390 px phone the dialog fits the screen with a margin, and the actions stack full width. */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters },
  render: () => <AddAssetForm />,
  play: async () => {
    const content = await screen.findByRole("dialog");
    // measured once the enter animation (a slight scale) is over
    await settled(content);
    await expect(window.innerWidth).toBe(390);
    const box = content.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
    const [cancel, add] = [
      screen.getByRole("button", { name: "Cancel" }),
      screen.getByRole("button", { name: "Add asset" }),
    ].map((b) => b.getBoundingClientRect());
    // stacked: the primary action on top, both as wide as the panel's content
    await expect(add!.bottom).toBeLessThanOrEqual(cancel!.top);
    await expect(Math.round(add!.width)).toBe(Math.round(box.width - 48 - 2));
  },
};
