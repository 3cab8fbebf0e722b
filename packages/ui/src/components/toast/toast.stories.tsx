import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button/button.js";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.js";
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
    variant: { control: "inline-radio", options: ["default", "destructive"] },
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
