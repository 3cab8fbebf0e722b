import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, waitFor, within } from "storybook/test";
import { recordAnnouncements } from "../../test/announcements.js";
import { settled } from "../../test/animations.js";
import { Button } from "../button/button.js";
import { Checkbox } from "../checkbox/checkbox.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../dialog/dialog.js";
import { Input } from "../input/input.js";
import { Label } from "../label/label.js";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.js";
import type { ToastPosition } from "./toast.shared.js";
import { Toaster } from "./toaster.js";
import { dismissToast, toast, type ToastOptions } from "./toast-store.js";

const meta = {
  title: "Components/Toast",
  component: Toaster,
  args: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    variant: "default",
  } as ToastOptions,
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["default", "success", "info", "warning", "destructive", "loading"],
    },
    title: { control: "text" },
    description: { control: "text" },
    duration: { control: "number" },
  },
  parameters: { layout: "centered" },
  decorators: [
    (Story) => {
      dismissToast();
      return <Story />;
    },
  ],
  render: (args: ToastOptions) => (
    <>
      <Button
        variant={args.variant === "destructive" ? "destructive" : "default"}
        onClick={() => toast(args)}
      >
        Show toast
      </Button>
      <Toaster />
    </>
  ),
} satisfies Meta<ToastOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A toast appears when triggered, is announced, and is dismissed with its close button. */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const title = await screen.findByText("Message Sent!", { selector: "[data-slot=toast-title]" });
    const item = title.closest("[data-slot=toast]") as HTMLElement;
    await expect(item).toHaveAttribute("data-variant", "default");
    // Radix mirrors the text into a polite live region for screen readers
    await waitFor(() =>
      expect(screen.getByRole("status", { hidden: true })).toHaveTextContent(/Message Sent!/),
    );
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    await waitFor(() =>
      expect(screen.queryByText("Message Sent!", { selector: "[data-slot=toast-title]" })).toBeNull(),
    );
    // the last toast gone, the focus is back where it was, not on the empty list
    await waitFor(() => expect(canvas.getByRole("button", { name: "Show toast" })).toHaveFocus());
  },
};

/** Failures use the destructive style and are announced assertively. */
export const Destructive: Story = {
  args: { title: "Sign in failed", description: "Invalid login credentials", variant: "destructive" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const title = await screen.findByText("Sign in failed", { selector: "[data-slot=toast-title]" });
    await expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive");
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(document.activeElement).toHaveAttribute("data-slot", "toast-viewport"));
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByText("Sign in failed", { selector: "[data-slot=toast-title]" })).toBeNull(),
    );
    await waitFor(() => expect(canvas.getByRole("button", { name: "Show toast" })).toHaveFocus());
  },
};

/** Closes by itself after `duration`. */
export const AutoDismiss: Story = {
  args: { duration: 800 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await screen.findByText("Message Sent!", { selector: "[data-slot=toast-title]" });
    await waitFor(() =>
      expect(screen.queryByText("Message Sent!", { selector: "[data-slot=toast-title]" })).toBeNull(),
    );
  },
};

export const LongText: Story = {
  args: {
    // stays open: the story shows the long-text layout, which a 5 s timer would take away from a designer
    // (and from a capture on a busy machine, which then showed the bare button)
    duration: Infinity,
    title: "We could not send your message because the mail server did not answer in time",
    description:
      "Nothing you typed was lost: the form still holds your message. Please wait a minute and try again, or write to us directly by e-mail if the problem persists.",
    variant: "destructive",
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await screen.findByText(/mail server did not answer/, { selector: "[data-slot=toast-title]" });
  },
};

/** The primitives, statically open, for visual review of both variants and an action. */
export const Static: Story = {
  render: () => (
    <ToastProvider>
      <Toast open duration={Infinity}>
        <div className="grid gap-1">
          <ToastTitle>Asset moved</ToastTitle>
          <ToastDescription>Forklift 12 left Warehouse B.</ToastDescription>
        </div>
        <ToastAction altText="Open the asset's page">View</ToastAction>
        <ToastClose />
      </Toast>
      <Toast open duration={Infinity} variant="destructive">
        <div className="grid gap-1">
          <ToastTitle>Error</ToastTitle>
          <ToastDescription>Failed to send message</ToastDescription>
        </div>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  render: Static.render,
};

/** The toast element whose title is `title`, once it shows. */
async function findToast(title: string | RegExp) {
  const heading = await screen.findByText(title, { selector: "[data-slot=toast-title]" });
  return heading.closest("[data-slot=toast]") as HTMLElement;
}

/** The open toasts' titles as the page shows them, top to bottom. */
const shownTitles = () =>
  [...document.querySelectorAll<HTMLElement>("[data-slot=toast][data-state=open]")]
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((el) => el.querySelector("[data-slot=toast-title]")?.textContent);

const STATUS_TOASTS = [
  {
    label: "Success",
    show: () => toast.success("Asset added", { description: "Forklift 12 is tracked now." }),
  },
  {
    label: "Info",
    show: () => toast.info("Sync scheduled", { description: "Warehouse B uploads at 18:00." }),
  },
  { label: "Warning", show: () => toast.warning("Battery low", { description: "Scanner 4 has 8% left." }) },
  { label: "Error", show: () => toast.error("Not saved", { description: "The server did not answer." }) },
  { label: "Loading", show: () => toast.loading("Importing 200 assets") },
] as const;

/**
 * `toast.success`, `toast.info`, `toast.warning`, `toast.error` (destructive) and `toast.loading`: a status
 * tint and icon each (error and default have none), warning and error announced at once, loading with a spinner
 * until it is updated or dismissed.
 */
export const Variants: Story = {
  render: () => (
    <>
      <div className="flex flex-wrap gap-2">
        {STATUS_TOASTS.map(({ label, show }) => (
          <Button key={label} variant="outline" onClick={() => show()}>
            {label}
          </Button>
        ))}
      </div>
      <Toaster limit={5} duration={Infinity} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const expected = {
      Success: ["Asset added", "success"],
      Info: ["Sync scheduled", "info"],
      Warning: ["Battery low", "warning"],
      Error: ["Not saved", "destructive"],
      Loading: ["Importing 200 assets", "loading"],
    } as const;
    const announced = recordAnnouncements();
    for (const { label } of STATUS_TOASTS) {
      await userEvent.click(canvas.getByRole("button", { name: label }));
      const [title, variant] = expected[label];
      const item = await findToast(title);
      await expect(item).toHaveAttribute("data-variant", variant);
      const icon = item.querySelector("[data-slot=toast-icon]");
      if (variant === "destructive") await expect(icon).toBeNull();
      else await expect(icon).not.toBeNull();
    }
    await expect(await findToast("Importing 200 assets")).toHaveAttribute("aria-busy", "true");
    // Radix mirrors each toast into a live region of its own: the warning and the error into assertive ones
    announced.stop();
    await expect(announced.regions).toEqual(["polite", "polite", "assertive", "assertive", "polite"]);
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
  },
};

/** A save against a pretend server that answers after a second, or fails when asked to. */
function saveAssets(fail: boolean) {
  return new Promise<number>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error("The server did not answer.")) : resolve(12)), 1000),
  );
}

function PromiseDemo() {
  const [fail, setFail] = React.useState(false);
  return (
    <div className="grid justify-items-start gap-4">
      <div className="flex items-center gap-2">
        <Checkbox id="toast-fail" checked={fail} onCheckedChange={(checked) => setFail(checked === true)} />
        <Label htmlFor="toast-fail">Make the save fail</Label>
      </div>
      <Button
        onClick={() =>
          toast.promise(saveAssets(fail), {
            loading: "Saving 12 assets...",
            success: (count) => ({
              title: `${count} assets saved`,
              description: "Every site is up to date.",
            }),
            error: (error) => ({ title: "Not saved", description: (error as Error).message }),
          })
        }
      >
        Save
      </Button>
      <Toaster duration={Infinity} />
    </div>
  );
}

/**
 * `toast.promise(work, { loading, success, error })`: a loading toast while the work runs, then a success toast
 * with its result or an error toast with the reason (the rejection is handled: nothing reaches the page's
 * unhandled-rejection handler).
 */
export const PromiseToast: Story = {
  name: "Promise",
  render: () => <PromiseDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const loading = await findToast("Saving 12 assets...");
    await expect(loading).toHaveAttribute("data-variant", "loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    // the pretend server answers: the result replaces the loading toast
    const saved = await findToast("12 assets saved");
    await expect(saved).toHaveAttribute("data-variant", "success");
    await waitFor(() => expect(shownTitles()).toEqual(["12 assets saved"]));

    await userEvent.click(canvas.getByRole("checkbox", { name: "Make the save fail" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const failed = await findToast("Not saved");
    await expect(failed).toHaveAttribute("data-variant", "destructive");
    await expect(failed).toHaveTextContent("The server did not answer.");
    await waitFor(() => expect(shownTitles()).toEqual(["12 assets saved", "Not saved"]));
  },
};

const POSITIONS: { position: ToastPosition; label: string }[] = [
  { position: "top-start", label: "Top start" },
  { position: "top-center", label: "Top center" },
  { position: "top-end", label: "Top end" },
  { position: "bottom-start", label: "Bottom start" },
  { position: "bottom-center", label: "Bottom center" },
  { position: "bottom-end", label: "Bottom end" },
];

function PositionDemo() {
  const [position, setPosition] = React.useState<ToastPosition>("bottom-end");
  return (
    <>
      <div className="grid gap-2" style={{ gridTemplateColumns: "repeat(3, minmax(0, 1fr))" }}>
        {POSITIONS.map(({ position: at, label }) => (
          <Button
            key={at}
            variant="outline"
            onClick={() => {
              dismissToast();
              setPosition(at);
              toast({
                title: `Shown at ${label.toLowerCase()}`,
                description: "Forklift 12 left Warehouse B.",
              });
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      <Toaster position={position} duration={Infinity} />
    </>
  );
}

/**
 * `<Toaster position>`: a corner or the middle of the top or bottom edge ("start" and "end" follow the reading
 * direction); the newest toast is nearest the edge, and a swipe towards it dismisses.
 */
export const Position: Story = {
  render: () => <PositionDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Top center" }));
    const item = await findToast("Shown at top center");
    const viewport = document.querySelector("[data-slot=toast-viewport]") as HTMLElement;
    await expect(viewport).toHaveAttribute("data-position", "top-center");
    await settled(item);
    const box = item.getBoundingClientRect();
    await expect(box.top).toBeLessThan(window.innerHeight / 2);
    await expect(Math.abs((box.left + box.right) / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(item).toHaveAttribute("data-swipe-direction", "up");
  },
};

/** `<Toaster limit>`: the newest `limit` toasts show (3 by default); a new one closes the oldest. */
export const StackLimit: Story = {
  render: function Render() {
    const count = React.useRef(0);
    return (
      <>
        <Button onClick={() => toast({ title: `Tag OT-${1000 + ++count.current} scanned` })}>
          Scan a tag
        </Button>
        <Toaster limit={2} duration={Infinity} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const scan = canvas.getByRole("button", { name: "Scan a tag" });
    for (const n of [1, 2, 3]) {
      await userEvent.click(scan);
      await findToast(`Tag OT-${1000 + n} scanned`);
    }
    await waitFor(() => expect(shownTitles()).toEqual(["Tag OT-1002 scanned", "Tag OT-1003 scanned"]));
  },
};

function EditAsset() {
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit asset</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Forklift 12</DialogTitle>
            <DialogDescription>Changes apply to every site at once.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="asset-name">Name</Label>
            <Input id="asset-name" defaultValue="Forklift 12" />
          </div>
          <DialogFooter>
            <Button
              onClick={() =>
                toast.error("Not saved", {
                  description: "The server did not answer.",
                  action: <ToastAction altText="Save again">Retry</ToastAction>,
                })
              }
            >
              Save
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Toaster duration={Infinity} />
    </>
  );
}

/**
 * A toast over an open dialog: F8 reaches it from inside the dialog (and Tab past it returns there), Escape in
 * the toast closes the toast, and Escape in the dialog closes the dialog, not the toast the user is not in.
 */
export const OverADialog: Story = {
  render: () => <EditAsset />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit asset" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Forklift 12" });
    await settled(dialog);
    const field = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await findToast("Not saved");
    // from the dialog to the toasts and back
    field.focus();
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(document.activeElement).toHaveAttribute("data-slot", "toast-viewport"));
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).toHaveTextContent("Retry"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(shownTitles()).toEqual([]));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(dialog).toBeVisible();
    // a new failure; the user stays in the form: Escape is the dialog's
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await findToast("Not saved");
    field.focus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(shownTitles()).toEqual(["Not saved"]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Edit asset" })).toHaveFocus());
  },
};
