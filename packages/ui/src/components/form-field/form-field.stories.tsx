import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect } from "storybook/test";
import { Button } from "../button/button.js";
import { Input } from "../input/input.js";
import { Textarea } from "../textarea/textarea.js";
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
      <div className="w-80">
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
