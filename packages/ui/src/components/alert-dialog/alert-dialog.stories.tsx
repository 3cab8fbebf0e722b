import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trash2Icon } from "lucide-react";
import * as React from "react";
import { expect, fn, type Mock, screen, userEvent, waitFor } from "storybook/test";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { Toaster } from "../toast/toaster.js";
import { dismissToast, toast } from "../toast/toast-store.js";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog.js";

type Args = React.ComponentProps<typeof AlertDialogAction> & {
  defaultOpen?: boolean;
  title?: string;
  description?: string;
  cancel?: string;
};

function DeleteAsset({
  defaultOpen,
  title = "Delete Forklift 12?",
  description = "Its scan history and audit notes are deleted too. This cannot be undone.",
  cancel = "Cancel",
  children = "Delete",
  ...action
}: Args) {
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <Trash2Icon aria-hidden="true" /> Delete asset
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction {...action}>{children}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const meta = {
  title: "Components/AlertDialog",
  component: AlertDialogAction,
  args: { variant: "destructive", loadingText: "Deleting...", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "ghost", "link", "destructive"],
    },
    loading: { control: "boolean" },
    loadingText: { control: "text" },
    disabled: { control: "boolean" },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args: Args) => <DeleteAsset {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const alert = () => screen.getByRole("alertdialog");

/** Opens with Cancel focused (the safe choice); Cancel closes and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Delete asset" });
    await userEvent.click(trigger);
    await waitFor(() => expect(alert()).toHaveAccessibleName("Delete Forklift 12?"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("alertdialog")).toHaveAttribute("data-state", "open");
    await expect(screen.getByRole("button", { name: "Delete" })).toHaveAttribute(
      "data-variant",
      "destructive",
    );
  },
};

/** A confirmation that is not destructive uses the default (primary) action. */
export const NonDestructive: Story = {
  args: {
    defaultOpen: true,
    variant: "default",
    title: "Archive Forklift 12?",
    description: "Archived assets stop reporting to dashboards; you can restore them at any time.",
    children: "Archive",
  },
};

/** A click on the scrim does not close an alert dialog: it needs an answer. */
export const OutsideClick: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await settled(await screen.findByRole("alertdialog"));
    const overlay = document.querySelector("[data-slot=alert-dialog-overlay]") as HTMLElement;
    await userEvent.click(overlay);
    await expect(alert()).toBeVisible();
    await expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
};

/**
 * The action's `onClick` returns a promise: the dialog stays open with the action loading (Escape and Cancel
 * do nothing meanwhile) and closes when the promise resolves.
 */
export const AsyncConfirm: Story = {
  args: {
    defaultOpen: true,
    onClick: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ args }) => {
    // the play function ends the work itself: a 400 ms timer raced these steps in the Storybook UI on a busy
    // machine (the dialog had closed before "Deleting..." was looked for); a designer's click keeps the timer
    let finish = () => {};
    (args.onClick as Mock).mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await settled(await screen.findByRole("alertdialog"));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const busy = screen.getByRole("button", { name: "Deleting..." });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(alert()).toBeVisible();
    finish();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * The action's promise rejects: the dialog stays open and ready to try again, and `onError` gets the error (here
 * shown in an error toast), so nothing reaches the page as an unhandled rejection. Escape then closes the
 * dialog the user is in, not the toast.
 */
export const FailedConfirm: Story = {
  args: {
    defaultOpen: true,
    onClick: fn(
      () =>
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error("The server did not answer.")), 400),
        ),
    ),
    onError: fn((error: unknown) =>
      toast.error("Forklift 12 was not deleted", { description: (error as Error).message }),
    ),
  },
  render: (args: Args) => (
    <>
      <DeleteAsset {...args} />
      <Toaster duration={Infinity} />
    </>
  ),
  beforeEach: () => {
    dismissToast();
  },
  play: async ({ args }) => {
    // the play function settles the work itself (a designer's click keeps the timer)
    let fail = (_: Error) => {};
    (args.onClick as Mock).mockImplementationOnce(() => new Promise<void>((_, reject) => (fail = reject)));
    await settled(await screen.findByRole("alertdialog"));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await expect(screen.getByRole("button", { name: "Deleting..." })).toHaveAttribute("aria-busy", "true");
    const error = new Error("The server did not answer.");
    fail(error);
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(error));
    await screen.findByText("Forklift 12 was not deleted", { selector: "[data-slot=toast-title]" });
    // open, and ready to try again
    const action = screen.getByRole("button", { name: "Delete" });
    await waitFor(() => expect(action).not.toHaveAttribute("aria-busy"));
    await expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    await expect(alert()).toBeVisible();
  },
};

/** `loading` set by the consumer (e.g. a mutation's pending state): the action shows it, Cancel is disabled. */
export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async () => {
    await screen.findByRole("alertdialog");
    await expect(screen.getByRole("button", { name: "Deleting..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(alert()).toHaveAttribute("aria-busy", "true");
  },
};

export const DisabledAction: Story = {
  args: { defaultOpen: true, disabled: true },
  play: async ({ args }) => {
    await settled(await screen.findByRole("alertdialog"));
    const action = screen.getByRole("button", { name: "Delete" });
    await expect(action).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(action, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(alert()).toBeVisible();
  },
};

export const Hover: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { hover: true, rootSelector: "body" } },
};

export const FocusVisible: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { focusVisible: true, rootSelector: "body" } },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: "Delete all 1,284 assets of Warehouse B, including their tags, scan history and audit notes?",
    description:
      "Every tag assigned to these assets is released and can be reassigned. Reports that include them keep their totals but no longer link to the assets. Exports made before today are not affected.",
    cancel: "Keep the assets",
    children: "Delete 1,284 assets permanently",
  },
  play: async () => {
    const content = await screen.findByRole("alertdialog");
    // actions too wide for one row wrap (the action on top) instead of running out of the panel
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    const cancel = screen.getByRole("button", { name: "Keep the assets" }).getBoundingClientRect();
    const action = screen
      .getByRole("button", { name: "Delete 1,284 assets permanently" })
      .getBoundingClientRect();
    await expect(action.bottom).toBeLessThanOrEqual(cancel.top);
  },
};

/** Right-to-left (Hebrew): actions start on the left, text on the right. */
export const RightToLeft: Story = {
  render: () => (
    <AlertDialog defaultOpen>
      <AlertDialogContent dir="rtl">
        <AlertDialogHeader>
          <AlertDialogTitle>למחוק את מלגזה 12?</AlertDialogTitle>
          <AlertDialogDescription>
            גם היסטוריית הסריקות שלה תימחק. לא ניתן לבטל פעולה זו.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>ביטול</AlertDialogCancel>
          <AlertDialogAction variant="destructive">מחיקה</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async () => {
    await screen.findByRole("alertdialog");
    const cancel = screen.getByRole("button", { name: "ביטול" }).getBoundingClientRect();
    const action = screen.getByRole("button", { name: "מחיקה" }).getBoundingClientRect();
    await expect(action.right).toBeLessThan(cancel.left);
  },
};

/** On a 390 px phone: the panel fits with a margin, the actions stack with the action on top. */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters },
  args: { defaultOpen: true },
  play: async () => {
    const content = await screen.findByRole("alertdialog");
    await settled(content);
    await expect(window.innerWidth).toBe(390);
    const box = content.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
    const cancel = screen.getByRole("button", { name: "Cancel" }).getBoundingClientRect();
    const action = screen.getByRole("button", { name: "Delete" }).getBoundingClientRect();
    await expect(action.bottom).toBeLessThanOrEqual(cancel.top);
  },
};
