import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyIcon, EyeIcon, EyeOffIcon, SearchIcon, SendIcon, XIcon } from "lucide-react";
import * as React from "react";
import { expect, fn, waitFor } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { FormField } from "../form-field/form-field.js";
import { KbdShortcut } from "../kbd/kbd-shortcut.js";
import {
  InputGroup,
  InputGroupAddon,
  InputGroupButton,
  InputGroupInput,
  InputGroupText,
  InputGroupTextarea,
} from "./input-group.js";

function Search({ onClear }: { onClear?: () => void }) {
  const [query, setQuery] = React.useState("forklift");
  return (
    <InputGroup style={{ width: "22rem" }}>
      <InputGroupAddon>
        <SearchIcon aria-hidden="true" />
      </InputGroupAddon>
      <InputGroupInput
        type="search"
        aria-label="Search assets"
        placeholder="Search assets"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <InputGroupAddon align="inline-end">
        {query ? (
          <InputGroupButton
            size="icon"
            aria-label="Clear search"
            onClick={() => {
              setQuery("");
              onClear?.();
            }}
          >
            <XIcon aria-hidden="true" />
          </InputGroupButton>
        ) : (
          <KbdShortcut shortcut="mod+k" platform="other" />
        )}
      </InputGroupAddon>
    </InputGroup>
  );
}

const meta = {
  title: "Components/InputGroup",
  component: InputGroup,
  args: {},
  render: () => <Search onClear={fn()} />,
} satisfies Meta<typeof InputGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A search field: the icon inside the border at the start, a clear button at the end (then a shortcut hint).
 * A click on the icon focuses the input; Tab goes from the input to the button.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole("searchbox", { name: "Search assets" });
    await userEvent.click(canvasElement.querySelector("[data-slot=input-group-addon] svg")!);
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Clear search" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("");
    await waitFor(() => expect(canvasElement.querySelector("[data-slot=kbd-shortcut]")).not.toBeNull());
  },
};

/** Text addons: a prefix and a unit, read with the field through its description. */
export const TextAddons: Story = {
  render: () => (
    <div className="flex flex-col gap-4" style={{ width: "22rem" }}>
      <FormField label="Supplier website">
        <InputGroup>
          <InputGroupAddon>
            <InputGroupText>https://</InputGroupText>
          </InputGroupAddon>
          <InputGroupInput placeholder="example.com" />
        </InputGroup>
      </FormField>
      <FormField label="Weight" hint="Shown on the asset label">
        <InputGroup>
          <InputGroupInput inputMode="decimal" defaultValue="1250" aria-describedby="weight-unit" />
          <InputGroupAddon align="inline-end">
            <InputGroupText id="weight-unit">kg</InputGroupText>
          </InputGroupAddon>
        </InputGroup>
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Weight" })).toHaveAccessibleDescription(
      "kg Shown on the asset label",
    );
  },
};

function Password() {
  const [shown, setShown] = React.useState(false);
  return (
    <FormField label="API key" hint="Paste the key from the scanner's settings">
      <InputGroup style={{ width: "22rem" }}>
        <InputGroupInput
          type={shown ? "text" : "password"}
          defaultValue="ot_live_8f2c41a9"
          className="font-mono"
        />
        <InputGroupAddon align="inline-end">
          <InputGroupButton
            size="icon"
            aria-label={shown ? "Hide key" : "Show key"}
            onClick={() => setShown(!shown)}
          >
            {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          </InputGroupButton>
          <InputGroupButton size="icon" aria-label="Copy key">
            <CopyIcon aria-hidden="true" />
          </InputGroupButton>
        </InputGroupAddon>
      </InputGroup>
    </FormField>
  );
}

/** Buttons inside: show the key and copy it; each a tab stop after the input. */
export const WithButtons: Story = {
  render: () => <Password />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByLabelText("API key");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Show key" }));
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Hide key" })).toHaveFocus();
    // the buttons do not submit a form (type="button")
    await expect(canvasElement.querySelector("[data-slot=input-group-button]")).toHaveAttribute(
      "type",
      "button",
    );
  },
};

/** A textarea with a row of addons under it: a count and a send button. */
export const Textarea: Story = {
  render: () => (
    <FormField label="Note for the audit team">
      <InputGroup style={{ width: "24rem", maxWidth: "100%" }}>
        <InputGroupTextarea defaultValue="Forklift 12 was moved to Dock 4 for repairs." maxLength={200} />
        <InputGroupAddon align="block-end" className="border-t border-border">
          <InputGroupText className="tabular-nums">44 / 200</InputGroupText>
          <InputGroupButton variant="default" className="ms-auto">
            <SendIcon aria-hidden="true" />
            Send
          </InputGroupButton>
        </InputGroupAddon>
      </InputGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Note for the audit team" });
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send.getBoundingClientRect().top).toBeGreaterThan(
      textarea.getBoundingClientRect().bottom - 1,
    );
  },
};

/** From FormField's `error`: the group's border turns red, the input is invalid and described by the error. */
export const Invalid: Story = {
  render: () => (
    <FormField
      label="Tag ID"
      required
      error="Another asset already has this tag ID"
      style={{ width: "22rem" }}
    >
      <InputGroup>
        <InputGroupAddon>
          <InputGroupText>OT-</InputGroupText>
        </InputGroupAddon>
        <InputGroupInput defaultValue="10012" className="font-mono" />
      </InputGroup>
    </FormField>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Tag ID" });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription("Another asset already has this tag ID");
    const group = canvasElement.querySelector("[data-slot=input-group]")!;
    await expect(group).toHaveAttribute("data-invalid");
  },
};

export const Disabled: Story = {
  render: () => (
    <InputGroup style={{ width: "22rem" }}>
      <InputGroupAddon>
        <SearchIcon aria-hidden="true" />
      </InputGroupAddon>
      <InputGroupInput aria-label="Search assets" placeholder="Search assets" disabled />
    </InputGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

/** Right to left: the search icon at the start (right), the clear button at the end (left). */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <InputGroup style={{ width: "22rem" }}>
        <InputGroupAddon>
          <SearchIcon aria-hidden="true" />
        </InputGroupAddon>
        <InputGroupInput type="search" aria-label="البحث في الأصول" defaultValue="رافعة" />
        <InputGroupAddon align="inline-end">
          <InputGroupButton size="icon" aria-label="مسح البحث">
            <XIcon aria-hidden="true" />
          </InputGroupButton>
        </InputGroupAddon>
      </InputGroup>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const icon = canvasElement.querySelector("[data-slot=input-group-addon] svg")!.getBoundingClientRect();
    const clear = canvas.getByRole("button", { name: "مسح البحث" }).getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(clear.left);
  },
};

/** On a 390 px phone: full width; the search field of a register's toolbar. */
export const Mobile: Story = {
  ...phone,
  render: () => (
    <FormField label="Search">
      <InputGroup>
        <InputGroupAddon>
          <SearchIcon aria-hidden="true" />
        </InputGroupAddon>
        <InputGroupInput type="search" placeholder="Name, tag ID or location" />
      </InputGroup>
    </FormField>
  ),
};
