import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Label } from "../label/label.js";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectProps,
  type SelectTriggerProps,
} from "./select.js";

type Args = SelectProps & Pick<SelectTriggerProps, "size"> & { placeholder?: string };

const statuses = [
  { value: "active", label: "Active" },
  { value: "in-repair", label: "In repair" },
  { value: "lost", label: "Lost", disabled: true },
  { value: "retired", label: "Retired" },
];

/** Stories set widths inline: the kit's CSS has no utility that only a story uses. */
const column = { width: "16rem" };

const meta = {
  title: "Components/Select",
  component: Select,
  args: { placeholder: "Choose a status", onValueChange: fn(), onOpenChange: fn(), size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    dir: { control: "inline-radio", options: ["ltr", "rtl"] },
  },
  render: ({ placeholder, size, ...args }: Args) => (
    <div className="flex flex-col gap-2" style={column}>
      <Label htmlFor="status">Status</Label>
      <Select {...args}>
        <SelectTrigger id="status" size={size}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {statuses.map((s) => (
            <SelectItem key={s.value} value={s.value} disabled={s.disabled}>
              {s.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowDown opens, arrows move (the disabled "Lost" is skipped), Enter picks, focus returns. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Status" });
    await expect(trigger).toHaveAttribute("data-placeholder");
    await expect(trigger).toHaveTextContent("Choose a status");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "Active" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(listbox).getByRole("option", { name: "Retired" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("Retired");
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith("retired");
  },
};

/** The open list: the selected item is ticked, the disabled one dimmed. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: "active" },
  play: async () => {
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Active" })).toHaveAttribute(
      "data-state",
      "checked",
    );
    await expect(within(listbox).getByRole("option", { name: "Lost" })).toHaveAttribute("data-disabled");
  },
};

function StatusSelect(props: SelectProps & { label: string }) {
  const { label, ...rest } = props;
  return (
    <Select {...rest}>
      <SelectTrigger aria-label={label}>
        <SelectValue placeholder="Choose a status" />
      </SelectTrigger>
      <SelectContent>
        {statuses.map((s) => (
          <SelectItem key={s.value} value={s.value} disabled={s.disabled}>
            {s.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * What a server-rendered page (Next.js, React Router) shows before its JavaScript runs: the HTML of
 * `renderToString`, not hydrated. The trigger already reads the selected item's text (found among the
 * SelectItems written in the Select), or the placeholder.
 */
export const ServerHTML: Story = {
  render: () => (
    <div className="flex flex-col gap-3" style={column}>
      <div
        dangerouslySetInnerHTML={{
          __html: renderToString(<StatusSelect label="Status" defaultValue="in-repair" />),
        }}
      />
      <div dangerouslySetInnerHTML={{ __html: renderToString(<StatusSelect label="Next status" />) }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveTextContent(/^In repair$/);
    const empty = canvas.getByRole("combobox", { name: "Next status" });
    await expect(empty).toHaveTextContent(/^Choose a status$/);
    await expect(empty).toHaveAttribute("data-placeholder");
  },
};

export const Sizes: Story = {
  render: (args: Args) => (
    <div className="flex flex-col gap-3" style={column}>
      {(["sm", "md", "lg"] as const).map((size) => (
        <Select key={size} {...args} defaultValue="active">
          <SelectTrigger size={size} aria-label={`Status (${size})`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statuses.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole("combobox").map((c) => c.getBoundingClientRect().height);
    await expect(heights).toEqual([32, 40, 48]);
  },
};

const categories = {
  Vehicles: ["Forklift", "Delivery van", "Flatbed trailer"],
  Tools: ["Cordless drill", "Generator", "Laser level"],
  IT: ["Laptop", "Barcode scanner", "RFID reader"],
};

function Grouped({ style = column, ...args }: SelectProps & { style?: React.CSSProperties }) {
  return (
    <div style={style}>
      <Select {...args}>
        <SelectTrigger aria-label="Category">
          <SelectValue placeholder="Choose a category" />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(categories).map(([group, items], i) => (
            <React.Fragment key={group}>
              {i > 0 ? <SelectSeparator /> : null}
              <SelectGroup>
                <SelectLabel>{group}</SelectLabel>
                {items.map((item) => (
                  <SelectItem key={item} value={item.toLowerCase().replace(/ /g, "-")}>
                    {item}
                  </SelectItem>
                ))}
              </SelectGroup>
            </React.Fragment>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Groups with labels and separators; each group is a `role="group"` named by its label. */
export const Groups: Story = {
  args: { defaultOpen: true },
  render: (args: Args) => <Grouped {...args} />,
  play: async () => {
    const listbox = await screen.findByRole("listbox");
    const groups = within(listbox).getAllByRole("group");
    await expect(groups.map((g) => g.getAttribute("aria-labelledby") && g.textContent?.slice(0, 5))).toEqual([
      "Vehic",
      "Tools",
      "ITLap",
    ]);
    await waitFor(() => expect(within(groups[1]!).getByRole("option", { name: "Generator" })).toBeVisible());
  },
};

const sites = [
  "Aberdeen depot",
  "Birmingham hub",
  "Bristol yard",
  "Cardiff depot",
  "Edinburgh office",
  "Glasgow yard",
  "Leeds warehouse",
  "Liverpool docks",
  "London HQ",
  "Manchester hub",
  "Newcastle depot",
  "Nottingham yard",
  "Oxford lab",
  "Plymouth docks",
  "Sheffield works",
  "Southampton port",
  "Swansea depot",
  "York office",
];

/** More items than fit: scroll buttons appear at the ends and scroll on hover; End jumps to the last item. */
export const ScrollButtons: Story = {
  args: { defaultOpen: true, defaultValue: "aberdeen-depot" },
  render: (args: Args) => (
    <div style={column}>
      <Select {...args}>
        <SelectTrigger aria-label="Site">
          <SelectValue />
        </SelectTrigger>
        <SelectContent style={{ maxHeight: "15rem" }}>
          {sites.map((site) => (
            <SelectItem key={site} value={site.toLowerCase().replace(/ /g, "-")}>
              {site}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ userEvent }) => {
    const listbox = await screen.findByRole("listbox");
    const content = listbox.closest("[data-slot=select-content]") as HTMLElement;
    await waitFor(() =>
      expect(content.querySelector("[data-slot=select-scroll-down-button]")).not.toBeNull(),
    );
    await expect(content.querySelector("[data-slot=select-scroll-up-button]")).toBeNull();
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Aberdeen depot" })).toHaveFocus(),
    );
    await userEvent.keyboard("{End}");
    await expect(within(listbox).getByRole("option", { name: "York office" })).toHaveFocus();
    await waitFor(() => expect(content.querySelector("[data-slot=select-scroll-up-button]")).not.toBeNull());
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(content.querySelector("[data-slot=select-scroll-up-button]")).toBeNull());
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "active" },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Status" });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute("data-disabled");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(screen.queryByRole("listbox")).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** After a failed submit: red border, and the error is the trigger's description (FormField wires this). */
export const Invalid: Story = {
  render: ({ placeholder }: Args) => (
    <div className="flex flex-col gap-2" style={column}>
      <Label htmlFor="status-invalid" required>
        Status
      </Label>
      <Select aria-invalid aria-describedby="status-error" aria-required id="status-invalid">
        <SelectTrigger>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {statuses.map((s) => (
            <SelectItem key={s.value} value={s.value}>
              {s.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id="status-error" className="text-sm font-medium text-error">
        Choose a status
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Status" });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toBeRequired();
    await expect(trigger).toHaveAccessibleDescription("Choose a status");
  },
};

const longOptions = [
  "Calibration overdue: schedule with the manufacturer's certified service partner",
  "Awaiting spare parts from the regional distribution centre in Rotterdam",
  "Short",
];

/** A long value is cut with an ellipsis in the trigger; long options wrap in the list. */
export const LongText: Story = {
  args: { defaultOpen: true, defaultValue: "opt-0" },
  render: (args: Args) => (
    <div style={column}>
      <Select {...args}>
        <SelectTrigger aria-label="Maintenance note">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {longOptions.map((text, i) => (
            <SelectItem key={text} value={`opt-${i}`}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvas }) => {
    // while open, the page under the list is aria-hidden: query it with hidden: true
    const value = canvas
      .getByRole("combobox", { hidden: true })
      .querySelector("[data-slot=select-value]") as HTMLElement;
    // the value is cut, not wrapped
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    const listbox = await screen.findByRole("listbox");
    const first = within(listbox).getByRole("option", { name: longOptions[0] });
    await expect(first.getBoundingClientRect().height).toBeGreaterThan(40);
    // no wider than 24 rem
    await expect(
      listbox.closest("[data-slot=select-content]")!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(384);
  },
};

/** Right to left: the chevron and the tick sit on the left, the list opens aligned to the trigger. */
export const RTL: Story = {
  args: { defaultOpen: true, defaultValue: "active", dir: "rtl" },
  render: (args: Args) => (
    <div dir="rtl" lang="ar" style={column}>
      <Select {...args}>
        <SelectTrigger aria-label="الحالة">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="active">نشط</SelectItem>
          <SelectItem value="in-repair">قيد الإصلاح</SelectItem>
          <SelectItem value="retired">متقاعد</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { hidden: true });
    const chevron = trigger.querySelector("svg") as SVGElement;
    const value = trigger.querySelector("[data-slot=select-value]") as HTMLElement;
    await expect(chevron.getBoundingClientRect().right).toBeLessThan(value.getBoundingClientRect().left);
    const listbox = await screen.findByRole("listbox");
    const option = within(listbox).getByRole("option", { name: "نشط" });
    const tick = option.querySelector("svg") as SVGElement;
    const text = option.lastElementChild as HTMLElement;
    await expect(tick.getBoundingClientRect().right).toBeLessThan(text.getBoundingClientRect().left);
  },
};

/**
 * On a 390 px phone the list is about as wide as the trigger and stays inside the screen. Opened by the play function (by
 * keyboard), not with `defaultOpen`: Radix closes an open Select on a window resize, and the phone viewport is
 * set around the first render (the visual suite resizes, then remounts the story), so the list opens once the
 * page has its size.
 */
export const Mobile: Story = {
  ...phone,
  render: (args: Args) => <Grouped {...args} style={{}} />,
  play: async ({ canvas, userEvent }) => {
    // let a resize still pending from the viewport change land before the list opens
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const trigger = canvas.getByRole("combobox", { name: "Category" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    const content = listbox.closest("[data-slot=select-content]") as HTMLElement;
    await waitFor(() => expect(content).toHaveAttribute("data-state", "open"));
    const list = content.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    await expect(list.left).toBeGreaterThanOrEqual(0);
    await expect(list.right).toBeLessThanOrEqual(window.innerWidth);
    // about as wide as the trigger (Radix keeps it 10 px from the screen's edges)
    await expect(list.width).toBeGreaterThan(0.9 * box.width);
  },
};
