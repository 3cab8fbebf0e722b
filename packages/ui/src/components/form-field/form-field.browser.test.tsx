import { useForm } from "react-hook-form";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Button } from "../button/button.js";
import { Checkbox } from "../checkbox/checkbox.js";
import { Input } from "../input/input.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Textarea } from "../textarea/textarea.js";
import { FormField } from "./form-field.js";

type Values = { subject: string; message: string };

function ContactForm({ onValid }: { onValid: (values: Values) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { subject: "", message: "" } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input
          {...register("subject", {
            minLength: { value: 5, message: "Subject must be at least 5 characters" },
          })}
        />
      </FormField>
      <FormField label="Message" hint="At least 10 characters." error={errors.message?.message}>
        <Textarea
          {...register("message", {
            minLength: { value: 10, message: "Message must be at least 10 characters" },
          })}
        />
      </FormField>
      <Button type="submit">Send Message</Button>
    </form>
  );
}

test("react-hook-form register() works through FormField: ref, value, errors, focus", async () => {
  const submitted: Values[] = [];
  const screen = await render(<ContactForm onValid={(values) => submitted.push(values)} />);
  const subject = screen.getByRole("textbox", { name: "Subject" });
  const message = screen.getByRole("textbox", { name: "Message" });
  await userEvent.type(subject, "Hey");
  await userEvent.type(message, "Too short");
  await userEvent.click(screen.getByRole("button", { name: "Send Message" }));

  await expect.element(screen.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect.element(subject).toHaveAttribute("aria-invalid", "true");
  await expect
    .element(message)
    .toHaveAccessibleDescription("At least 10 characters. Message must be at least 10 characters");
  // register's ref reached the DOM node: react-hook-form focused the first invalid field
  await expect.element(subject).toHaveFocus();
  // nothing typed is lost
  await expect.element(subject).toHaveValue("Hey");
  await expect.element(message).toHaveValue("Too short");
  expect(submitted).toEqual([]);

  await userEvent.type(subject, " there");
  await userEvent.type(message, " but now long enough");
  await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
  await expect
    .poll(() => submitted)
    .toEqual([{ subject: "Hey there", message: "Too short but now long enough" }]);
  await expect.element(subject).not.toHaveAttribute("aria-invalid");
});

test("uses a given controlId and only references the parts that exist", async () => {
  const screen = await render(
    <FormField label="Name" controlId="contact-name">
      <Input />
    </FormField>,
  );
  const input = screen.getByRole("textbox", { name: "Name" });
  await expect.element(input).toHaveAttribute("id", "contact-name");
  await expect.element(input).not.toHaveAttribute("aria-describedby");
  await screen.rerender(
    <FormField label="Name" controlId="contact-name" error="Name is required">
      <Input />
    </FormField>,
  );
  await expect.element(input).toHaveAttribute("aria-describedby", "contact-name-error");
  await expect.element(screen.getByText("Name is required")).toHaveAttribute("id", "contact-name-error");
});

test("works with a native select too", async () => {
  const screen = await render(
    <FormField label="Industry" error="Pick one">
      <select defaultValue="">
        <option value="">Choose...</option>
        <option>Healthcare</option>
      </select>
    </FormField>,
  );
  await expect
    .element(screen.getByRole("combobox", { name: "Industry" }))
    .toHaveAccessibleDescription("Pick one");
});

test("a control's own id becomes the control id: the label, hint and error follow it", async () => {
  const screen = await render(
    <FormField label="Tag ID" hint="Printed on the label." error="Enter the tag ID">
      <Input id="tag-id" />
    </FormField>,
  );
  const input = screen.getByRole("textbox", { name: "Tag ID" });
  await expect.element(input).toHaveAttribute("id", "tag-id");
  await expect.element(input).toHaveAccessibleDescription("Printed on the label. Enter the tag ID");
  expect(document.querySelector("label")?.htmlFor).toBe("tag-id");
  // a click on the label focuses the control
  await userEvent.click(screen.getByText("Tag ID"));
  await expect.element(input).toHaveFocus();
});

test("a control's own aria-describedby is kept, followed by the hint and the error", async () => {
  const screen = await render(
    <>
      <p id="tag-format">Format OT-12345.</p>
      <FormField label="Tag ID" controlId="tag" hint="Printed on the label." error="Enter the tag ID">
        <Input aria-describedby="tag-format" />
      </FormField>
    </>,
  );
  const input = screen.getByRole("textbox", { name: "Tag ID" });
  await expect.element(input).toHaveAttribute("aria-describedby", "tag-format tag-hint tag-error");
  await expect
    .element(input)
    .toHaveAccessibleDescription("Format OT-12345. Printed on the label. Enter the tag ID");
});

test("group on an element without a role makes it a group named by the caption", async () => {
  const screen = await render(
    <FormField label="Notify me by" group error="Choose at least one">
      <div>
        <Checkbox aria-label="Email" />
        <Checkbox aria-label="SMS" />
      </div>
    </FormField>,
  );
  const group = screen.getByRole("group", { name: "Notify me by" });
  await expect.element(group).toHaveAccessibleDescription("Choose at least one");
  await expect.element(group).toHaveAttribute("aria-invalid", "true");
  // an element with its own role keeps it
  await screen.rerender(
    <FormField label="Notify me by" group>
      <div role="radiogroup" />
    </FormField>,
  );
  await expect.element(screen.getByRole("radiogroup", { name: "Notify me by" })).toBeInTheDocument();
});

test("Select: an id on the Select is the control id; the trigger's own aria-describedby is kept", async () => {
  const screen = await render(
    <>
      <p id="site-note">Only sites you manage.</p>
      <FormField label="Default site" hint="New assets go here." error="Choose a site">
        <Select id="default-site">
          <SelectTrigger aria-describedby="site-note">
            <SelectValue placeholder="Choose a site" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="north">Warehouse North</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
    </>,
  );
  const trigger = screen.getByRole("combobox", { name: "Default site" });
  await expect.element(trigger).toHaveAttribute("id", "default-site");
  expect(document.querySelector("label")?.htmlFor).toBe("default-site");
  await expect
    .element(trigger)
    .toHaveAccessibleDescription("Only sites you manage. New assets go here. Choose a site");
});
