import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from "./accordion.js";

const faq = [
  {
    value: "tags",
    question: "Which tags can I use?",
    answer:
      "Any passive UHF RFID tag (EPC Gen2) and NFC tags (NTAG 213/215/216). Battery-powered GPS tags report their position every five minutes while moving.",
  },
  {
    value: "offline",
    question: "What happens when a scanner is offline?",
    answer:
      "Scans are kept on the device and sent when it is back online, with the time they were made, so the history stays in order.",
  },
  {
    value: "audit",
    question: "How does an audit work?",
    answer:
      "Pick a site, scan what is there, and the audit lists what is missing, what is extra and what is in the wrong room.",
  },
];

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  args: { type: "single", collapsible: true, onValueChange: fn() },
  argTypes: {
    type: { control: "inline-radio", options: ["single", "multiple"] },
    collapsible: { control: "boolean" },
    disabled: { control: "boolean" },
    // a callback (the table says its two signatures), never edited as JSON
    onValueChange: { control: false },
  },
  render: (args) => (
    <Accordion {...args} style={{ width: "32rem", maxWidth: "100%" }}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<AccordionProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The WAI-ARIA accordion: Tab reaches the first header, Enter or Space opens it (its region appears, named by
 * the header), Down and Up move between headers, Home and End jump to the first and last, and a `collapsible`
 * single accordion closes the open one again.
 */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [tags, offline, audit] = canvas.getAllByRole("button");
    await userEvent.tab();
    await expect(tags).toHaveFocus();
    await expect(tags).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    await expect(tags).toHaveAttribute("aria-expanded", "true");
    await expect(await canvas.findByRole("region", { name: "Which tags can I use?" })).toHaveTextContent(
      "EPC Gen2",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith("tags");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(offline).toHaveFocus());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(audit).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(tags).toHaveFocus());
    await userEvent.keyboard(" ");
    await expect(tags).toHaveAttribute("aria-expanded", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
  },
};

/** One open at first (`defaultValue`). */
export const Open: Story = { args: { defaultValue: "offline" } };

/** `type="multiple"`: each section opens and closes on its own. */
export const Multiple: Story = {
  args: { type: "multiple", defaultValue: ["tags"] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "How does an audit work?" }));
    await waitFor(() => expect(canvas.getAllByRole("region")).toHaveLength(2));
  },
};

/** A disabled section: dimmed, not opened, skipped by the arrow keys. */
export const Disabled: Story = {
  render: (args) => (
    <Accordion {...args} style={{ width: "32rem", maxWidth: "100%" }}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value} disabled={item.value === "offline"}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas, userEvent }) => {
    const offline = canvas.getByRole("button", { name: "What happens when a scanner is offline?" });
    await expect(offline).toBeDisabled();
    canvas.getByRole("button", { name: "Which tags can I use?" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "How does an audit work?" })).toHaveFocus(),
    );
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

/** A long question wraps; the chevron stays at the end of its first line. */
export const LongText: Story = {
  args: { defaultValue: "long" },
  render: (args) => (
    <Accordion {...args} style={{ width: "22rem", maxWidth: "100%" }}>
      <AccordionItem value="long">
        <AccordionTrigger>
          Can assets that moved between two sites during an audit be counted at both, or only at the first?
        </AccordionTrigger>
        <AccordionContent>
          Only once: an asset belongs to the site where it was last scanned, and an audit running at the other
          site lists it as moved, with the time and the scanner that saw it there.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button").getBoundingClientRect();
    const chevron = canvas.getByRole("button").querySelector("svg")!.getBoundingClientRect();
    await expect(trigger.height).toBeGreaterThan(50);
    await expect(chevron.top - trigger.top).toBeLessThan(24);
  },
};

/** Right to left: the chevron is on the left, and the text reads from the right. */
export const RightToLeft: Story = {
  args: { defaultValue: "a" },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Accordion {...args} dir="rtl" style={{ width: "28rem", maxWidth: "100%" }}>
        <AccordionItem value="a">
          <AccordionTrigger>ما العلامات التي يمكنني استخدامها؟</AccordionTrigger>
          <AccordionContent>أي علامة RFID سلبية، وعلامات NFC.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger>ماذا يحدث عندما يكون الماسح غير متصل؟</AccordionTrigger>
          <AccordionContent>تُحفظ عمليات المسح على الجهاز وتُرسل عند عودة الاتصال.</AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole("button");
    const chevron = first!.querySelector("svg")!.getBoundingClientRect();
    await expect(chevron.left).toBeLessThan(first!.getBoundingClientRect().left + 24);
    first!.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(second).toHaveFocus());
  },
};

/** On a 390 px phone: questions wrap, answers fill the width. */
export const Mobile: Story = {
  ...phone,
  args: { defaultValue: "tags" },
  render: (args) => (
    <Accordion {...args}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region").getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};
