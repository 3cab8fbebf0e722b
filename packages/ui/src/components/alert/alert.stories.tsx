import type { Meta, StoryObj } from "@storybook/react-vite";
import { BatteryLowIcon } from "lucide-react";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "../button/button.js";
import { Alert, AlertDescription, AlertTitle } from "./alert.js";
import { phone, rightToLeft } from "../../test/story-layouts.js";

const variants = ["info", "success", "warning", "destructive"] as const;
const copy = {
  info: ["Audit scheduled", "The quarterly audit of Rotterdam DC starts on 3 March at 08:00."],
  success: ["Asset added", "Forklift 7 is now tracked. Its tag reports every five minutes."],
  warning: ["Tag battery low", "Three tags at Leeds clinic report less than 10% battery."],
  destructive: [
    "Sync failed",
    "Scans from the last hour could not be uploaded. Check the gateway's connection.",
  ],
} as const;

const meta = {
  title: "Components/Alert",
  component: Alert,
  args: { variant: "info" },
  argTypes: {
    variant: { control: "select", options: variants },
    icon: { control: false },
  },
  render: (args) => {
    const [title, description] = copy[args.variant ?? "info"];
    return (
      <Alert {...args}>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{description}</AlertDescription>
      </Alert>
    );
  },
  decorators: [
    (Story) => (
      // stories are not scanned for the compiled stylesheet: story-only layout is inline
      <div style={{ width: "32rem", maxWidth: "100%" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("status");
    await expect(alert).toHaveAttribute("data-variant", "info");
    await expect(alert).toHaveTextContent("Audit scheduled");
  },
};

/** The four variants; info and success are polite `status` regions, warning and destructive assertive `alert`s. */
export const Variants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {variants.map((variant) => (
        <Alert key={variant} variant={variant}>
          <AlertTitle>{copy[variant][0]}</AlertTitle>
          <AlertDescription>{copy[variant][1]}</AlertDescription>
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
  },
};

/** Title only, description only, a custom icon, and no icon. */
export const Parts: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Alert variant="success">
        <AlertTitle>Changes saved</AlertTitle>
      </Alert>
      <Alert>
        <AlertDescription>Scans are uploaded every 15 minutes while a gateway is online.</AlertDescription>
      </Alert>
      <Alert variant="warning" icon={<BatteryLowIcon aria-hidden="true" />}>
        <AlertTitle>Replace the tag battery within 14 days</AlertTitle>
      </Alert>
      <Alert icon={null} role="note">
        <AlertTitle>No icon</AlertTitle>
        <AlertDescription>The text takes the full width.</AlertDescription>
      </Alert>
    </div>
  ),
};

/** With an action in the description. */
export const WithAction: Story = {
  args: { variant: "destructive" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Sync failed</AlertTitle>
      <AlertDescription>
        <p>Scans from the last hour could not be uploaded.</p>
        <Button size="sm" variant="outline">
          Retry now
        </Button>
      </AlertDescription>
    </Alert>
  ),
};

/** The action hovered. */
export const WithActionHover: Story = {
  ...WithAction,
  parameters: { pseudo: { hover: ["[data-slot=alert] button"] } },
};

/** The action focused from the keyboard: its ring shows on the tinted surface. */
export const WithActionFocusVisible: Story = {
  ...WithAction,
  parameters: { pseudo: { focusVisible: ["[data-slot=alert] button"] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Retry now" })).toHaveFocus();
  },
};

/** Rendered when something happens, an alert is announced: here a failed sync appears after a press. */
export const AppearsOnEvent: Story = {
  render: function Render() {
    const [failed, setFailed] = useState(false);
    return (
      <div className="flex flex-col items-start gap-4">
        <Button onClick={() => setFailed(true)}>Sync now</Button>
        {failed ? (
          <Alert variant="destructive">
            <AlertTitle>Sync failed</AlertTitle>
            <AlertDescription>The gateway did not answer.</AlertDescription>
          </Alert>
        ) : null}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Sync now" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("The gateway did not answer."));
  },
};

export const LongText: Story = {
  args: { variant: "warning" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>
        Twelve tags at the Rotterdam distribution centre have not reported a position for more than 48 hours
      </AlertTitle>
      <AlertDescription>
        They may be out of range of every gateway, switched off, or their batteries may be empty. Walk the
        aisles with the handheld scanner to find them, or mark them as missing so that the next audit includes
        them in its report.
      </AlertDescription>
    </Alert>
  ),
};

/** Right to left, as an Arabic app shows it: the icon at the start (right) edge, the text aligned to it. */
export const RightToLeft: Story = {
  args: { variant: "success", lang: "ar" },
  decorators: [rightToLeft],
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>تمت إضافة الأصل</AlertTitle>
      <AlertDescription>يتم الآن تتبع الرافعة الشوكية 7. يرسل الوسم موقعها كل خمس دقائق.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole("status");
    await expect(alert).toHaveAttribute("lang", "ar");
    const icon = canvasElement.querySelector("svg") as SVGElement;
    // the icon sits at the start (right) edge
    await expect(icon.getBoundingClientRect().right).toBeGreaterThan(
      alert.getBoundingClientRect().right - 40,
    );
  },
};

/** A 390 px phone: the text wraps beside the icon. */
export const Mobile: Story = {
  args: { variant: "destructive" },
  ...phone,
};
