import { useForm } from "react-hook-form";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Button } from "../button/button.js";
import { Input } from "../input/input.js";
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
