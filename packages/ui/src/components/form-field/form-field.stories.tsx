import { zodResolver } from "@hookform/resolvers/zod";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Controller, useForm } from "react-hook-form";
import { expect, screen, waitFor, within } from "storybook/test";
import { z } from "zod";
import { phone, rightToLeft } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../card/card.js";
import { Checkbox } from "../checkbox/checkbox.js";
import { Input } from "../input/input.js";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Switch } from "../switch/switch.js";
import { Textarea } from "../textarea/textarea.js";
import { Toaster } from "../toast/toaster.js";
import { dismissToast, toast } from "../toast/toast-store.js";
import { FormField } from "./form-field.js";

const meta = {
  title: "Forms/FormField",
  component: FormField,
  args: {
    label: "Email",
    hint: "We reply within 24 hours.",
    required: false,
    children: <Input type="email" placeholder="you@company.com" />,
  },
  argTypes: { children: { control: false }, error: { control: "text" } },
  decorators: [
    (Story) => (
      <div className="w-full max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAccessibleDescription("We reply within 24 hours.");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const WithError: Story = {
  args: { error: "Please enter a valid email address" },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We reply within 24 hours. Please enter a valid email address",
    );
    // the error sits under the control
    const error = canvas.getByText("Please enter a valid email address");
    await expect(error.getBoundingClientRect().top).toBeGreaterThan(input.getBoundingClientRect().bottom);
    await expect(canvasElement.querySelector("[data-slot=form-field]")).toHaveAttribute(
      "data-invalid",
      "true",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-required", "true");
  },
};

export const Disabled: Story = {
  args: { children: <Input type="email" disabled defaultValue="ada@example.com" /> },
};

export const TextareaControl: Story = {
  args: { label: "Message", hint: "At least 10 characters.", children: <Textarea /> },
};

export const LongText: Story = {
  args: {
    label: "Tell us about the assets you want to track and where they are located today",
    hint: "Include approximate counts per site, the kind of tags you use (if any) and who needs access.",
    error:
      "Please describe your assets in at least 10 characters so that our team can prepare a useful answer.",
    children: <Textarea defaultValue="Forklifts" />,
  },
};

/** The control focused from the keyboard (its ring) and hovered, beside a field in error: the ring stays visible. */
export const FocusAndHover: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <FormField controlId="focused" label="Workspace name" hint="Shown in the header of every report.">
        <Input defaultValue="Rotterdam DC" />
      </FormField>
      <FormField controlId="invalid-focused" label="Email" error="Please enter a valid email address">
        <Input type="email" defaultValue="ops@" />
      </FormField>
      <FormField
        controlId="hovered"
        orientation="horizontal"
        label="Email alerts"
        hint="When a tag stops reporting for an hour."
      >
        <Switch />
      </FormField>
    </div>
  ),
  parameters: { pseudo: { focusVisible: ["#focused", "#invalid-focused"], hover: ["#hovered"] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Workspace name" })).toHaveAccessibleDescription(
      "Shown in the header of every report.",
    );
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeInvalid();
  },
};

/**
 * Right to left, in Arabic: label, required mark, hint and error follow the text direction (the full stop ends
 * the sentence at the left); the switch sits at the start. The email stays left to right, as an address is.
 */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  render: () => (
    <div lang="ar" className="flex flex-col gap-4">
      <FormField
        label="البريد الإلكتروني"
        hint="نرد خلال 24 ساعة."
        error="يرجى إدخال عنوان بريد إلكتروني صالح."
        required
      >
        <Input type="email" dir="ltr" defaultValue="ops@" />
      </FormField>
      <FormField
        orientation="horizontal"
        label="تنبيهات البريد الإلكتروني"
        hint="عندما يتوقف وسم عن الإرسال لمدة ساعة."
      >
        <Switch defaultChecked />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "البريد الإلكتروني" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAccessibleDescription("نرد خلال 24 ساعة. يرجى إدخال عنوان بريد إلكتروني صالح.");
    const label = canvas.getByText("البريد الإلكتروني", { selector: "label" });
    // the label starts at the right edge, with the input
    await expect(
      Math.abs(label.getBoundingClientRect().right - input.getBoundingClientRect().right),
    ).toBeLessThan(2);
    const toggle = canvas.getByRole("switch", { name: "تنبيهات البريد الإلكتروني" });
    const alerts = canvas.getByText("تنبيهات البريد الإلكتروني", { selector: "label" });
    // a horizontal control sits at the start (right) of its label
    await expect(toggle.getBoundingClientRect().left).toBeGreaterThan(alerts.getBoundingClientRect().right);
  },
};

type ContactValues = { name: string; email: string };

function ValidatedForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<ContactValues>({ defaultValues: { name: "", email: "" } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)} className="flex flex-col gap-4">
      <FormField label="Name" required error={errors.name?.message}>
        <Input
          {...register("name", { minLength: { value: 2, message: "Name must be at least 2 characters" } })}
        />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input
          type="email"
          {...register("email", {
            pattern: { value: /^\S+@\S+\.\S+$/, message: "Please enter a valid email" },
          })}
        />
      </FormField>
      <Button type="submit">Send Message</Button>
      {isSubmitSuccessful ? <p role="status">Sent</p> : null}
    </form>
  );
}

/** With react-hook-form: `register()` spreads onto the control; the field shows the error and keeps the input. */
export const ShowsErrorOnSubmit: Story = {
  render: () => <ValidatedForm />,
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "A");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(await canvas.findByText("Name must be at least 2 characters")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue("A");
    await userEvent.type(name, "da");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Sent");
    await expect(canvas.queryByText("Name must be at least 2 characters")).toBeNull();
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

/** The label above a Select; its id and aria-* reach the trigger. */
export const SelectControl: Story = {
  args: {
    label: "Default site",
    hint: "New assets are registered here.",
    error: "Choose a default site",
    required: true,
    children: (
      <Select>
        <SelectTrigger>
          <SelectValue placeholder="Choose a site" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="north">Warehouse North</SelectItem>
          <SelectItem value="south">Warehouse South</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Default site" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAttribute("aria-required", "true");
    await expect(trigger).toHaveAccessibleDescription(
      "New assets are registered here. Choose a default site",
    );
  },
};

/** A RadioGroup is named by the caption through aria-labelledby, like a fieldset by its legend. */
export const RadioGroupControl: Story = {
  args: {
    label: "Location updates",
    hint: "More frequent updates use more battery.",
    error: "Choose how often tags report",
    required: true,
    children: (
      <RadioGroup>
        {["Every 5 minutes", "Every hour"].map((text) => (
          <div key={text} className="flex items-center gap-2">
            <RadioGroupItem value={text} id={`story-${text}`} />
            <label htmlFor={`story-${text}`} className="text-sm">
              {text}
            </label>
          </div>
        ))}
      </RadioGroup>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Location updates" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription(
      "More frequent updates use more battery. Choose how often tags report",
    );
  },
};

/** Checkbox and Switch sit before their label (`orientation="horizontal"`); hint and error go under the label. */
export const HorizontalControls: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <FormField orientation="horizontal" label="Email alerts" hint="When a tag stops reporting for an hour.">
        <Switch defaultChecked />
      </FormField>
      <FormField
        orientation="horizontal"
        label="I confirm these settings apply to every site"
        error="Confirm to save"
        required
      >
        <Checkbox />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Email alerts" })).toHaveAccessibleDescription(
      "When a tag stops reporting for an hour.",
    );
    const box = canvas.getByRole("checkbox", { name: "I confirm these settings apply to every site" });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription("Confirm to save");
  },
};

const sites = [
  { value: "north", label: "Warehouse North" },
  { value: "south", label: "Warehouse South" },
  { value: "yard", label: "Construction yard" },
];

const intervals = [
  { value: "15", label: "Every 15 minutes" },
  { value: "60", label: "Every hour" },
  { value: "live", label: "Live" },
] as const;

const settingsSchema = z
  .object({
    workspace: z.string().trim().min(2, "Enter a workspace name of at least 2 characters"),
    description: z.string().trim().max(160, "Keep the description under 160 characters"),
    site: z.string().min(1, "Choose a default site"),
    interval: z.enum(["15", "60", "live"], { error: "Choose how often tags report" }),
    shareLocation: z.boolean(),
    confirm: z.boolean().refine((v) => v, "Confirm that these settings apply to every site"),
  })
  .refine((v) => v.interval !== "live" || v.shareLocation, {
    path: ["shareLocation"],
    message: "Live updates need location sharing",
  });

type SettingsInput = z.input<typeof settingsSchema>;
type Settings = z.output<typeof settingsSchema>;

/**
 * A complete settings form: react-hook-form with the zod resolver, `register()` for the text controls and
 * a `Controller` for each Radix control (its `field.ref` on the focusable part, so the first invalid
 * field gets focus on submit), FormField for the wiring, a toast on success.
 */
function SettingsFormExample() {
  const { control, register, handleSubmit, formState } = useForm<SettingsInput, unknown, Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { workspace: "", description: "", site: "", shareLocation: false, confirm: false },
    shouldFocusError: true,
  });
  const { errors } = formState;
  const onValid = (values: Settings) =>
    toast({
      title: "Settings saved",
      description: `${values.workspace} reports ${intervals.find((i) => i.value === values.interval)!.label.toLowerCase()}.`,
    });
  // layout in inline styles where the kit has no utility for it: stories are not in the kit's CSS sources
  return (
    <>
      <Card className="w-full" style={{ maxWidth: 512 }}>
        <CardHeader>
          <CardTitle level={2}>Workspace settings</CardTitle>
          <CardDescription>Applies to every site and every tag in this workspace.</CardDescription>
        </CardHeader>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          aria-label="Workspace settings"
          className="flex flex-col gap-6"
        >
          <CardContent className="flex flex-col gap-5">
            <FormField label="Workspace name" required error={errors.workspace?.message}>
              <Input autoComplete="organization" {...register("workspace")} />
            </FormField>
            <FormField
              label="Description"
              hint="Shown to people you invite."
              error={errors.description?.message}
            >
              <Textarea rows={2} {...register("description")} />
            </FormField>
            <Controller
              control={control}
              name="site"
              render={({ field, fieldState }) => (
                <FormField label="Default site" required error={fieldState.error?.message}>
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Choose a site" />
                    </SelectTrigger>
                    <SelectContent>
                      {sites.map((site) => (
                        <SelectItem key={site.value} value={site.value}>
                          {site.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="interval"
              render={({ field, fieldState }) => (
                <FormField
                  label="Location updates"
                  hint="More frequent updates use more battery."
                  required
                  error={fieldState.error?.message}
                >
                  <RadioGroup
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? null}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    orientation="horizontal"
                  >
                    {intervals.map((option) => (
                      <div key={option.value} className="flex items-center gap-2">
                        <RadioGroupItem id={`interval-${option.value}`} value={option.value} />
                        <label htmlFor={`interval-${option.value}`} className="text-sm">
                          {option.label}
                        </label>
                      </div>
                    ))}
                  </RadioGroup>
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="shareLocation"
              render={({ field, fieldState }) => (
                <FormField
                  orientation="horizontal"
                  label="Share live location with site managers"
                  hint="Needed for live updates."
                  error={fieldState.error?.message}
                >
                  <Switch
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="confirm"
              render={({ field, fieldState }) => (
                <FormField
                  orientation="horizontal"
                  label="I confirm these settings apply to every site"
                  required
                  error={fieldState.error?.message}
                >
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          </CardContent>
          <CardFooter style={{ justifyContent: "flex-end" }}>
            <Button type="submit">Save settings</Button>
          </CardFooter>
        </form>
      </Card>
      <Toaster />
    </>
  );
}

/**
 * Submit with nothing filled in: every error shows and the first invalid field gets focus; each fix moves
 * focus to the next invalid field on the next submit, Radix controls included; a valid submit shows a toast.
 */
export const SettingsForm: Story = {
  decorators: [
    (Story) => {
      dismissToast();
      return <Story />;
    },
  ],
  render: () => <SettingsFormExample />,
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole("button", { name: "Save settings" });
    const name = canvas.getByRole("textbox", { name: "Workspace name" });
    const site = canvas.getByRole("combobox", { name: "Default site" });
    const interval = canvas.getByRole("radiogroup", { name: "Location updates" });
    const share = canvas.getByRole("switch", { name: "Share live location with site managers" });
    const confirm = canvas.getByRole("checkbox", { name: "I confirm these settings apply to every site" });

    // 1. empty: errors on every required field, focus on the first
    await userEvent.click(save);
    await waitFor(() => expect(name).toHaveFocus());
    for (const [control, message] of [
      [name, "Enter a workspace name of at least 2 characters"],
      [site, "Choose a default site"],
      [interval, "Choose how often tags report"],
      [confirm, "Confirm that these settings apply to every site"],
    ] as const) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await expect(share).not.toHaveAttribute("aria-invalid");

    // 2. name fixed: the Select trigger is now the first invalid field
    await userEvent.type(name, "Northwind Logistics");
    await userEvent.click(save);
    await waitFor(() => expect(site).toHaveFocus());
    await expect(name).not.toHaveAttribute("aria-invalid");

    // 3. open the focused Select with the keyboard, pick a site: the radio group (its first radio) is next
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Warehouse South" }));
    await waitFor(() => expect(site).toHaveTextContent("Warehouse South"));
    // the page takes clicks again once the list has closed (its exit animation blocks pointer events)
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Every 15 minutes" })).toHaveFocus());

    // 4. "Live" without location sharing, still unconfirmed
    await userEvent.click(canvas.getByRole("radio", { name: "Live" }));
    await userEvent.click(confirm);
    await userEvent.click(save);
    await waitFor(() => expect(share).toHaveFocus());
    await expect(share).toHaveAttribute("aria-invalid", "true");
    await expect(share).toHaveAccessibleDescription(
      "Needed for live updates. Live updates need location sharing",
    );

    // 5. all fixed: saved, with a toast
    await userEvent.keyboard(" ");
    await userEvent.click(save);
    const title = await screen.findByText("Settings saved", { selector: "[data-slot=toast-title]" });
    // visible once its enter animation has left opacity 0
    await waitFor(() => expect(title).toBeVisible());
    await expect(screen.getByText("Northwind Logistics reports live.")).toBeVisible();
    for (const control of [name, site, interval, share, confirm])
      await expect(control).not.toHaveAttribute("aria-invalid");
  },
};

/**
 * The settings form after a failed submit on a 390 px phone: the radios wrap, and the checkbox and the switch sit
 * on the first line of their wrapping labels.
 */
export const SettingsFormMobile: Story = {
  ...phone,
  // toasts live in a module-level store: none an earlier story left open shows in this one's capture
  decorators: [
    ...phone.decorators,
    (Story) => {
      dismissToast();
      return <Story />;
    },
  ],
  render: () => <SettingsFormExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Workspace name" })).toHaveFocus());
  },
};
