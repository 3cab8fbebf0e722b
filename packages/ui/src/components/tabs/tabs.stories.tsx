import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon, BoxesIcon, MapPinIcon, SearchXIcon, SettingsIcon, UsersIcon } from "lucide-react";
import { expect, fn, waitFor } from "storybook/test";
import { phoneFrame } from "../../test/story-frames.js";
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps, type TabsProps } from "./tabs.js";

type Args = TabsProps & Pick<TabsListProps, "variant">;

const panels = [
  {
    value: "general",
    label: "General",
    icon: <SettingsIcon aria-hidden="true" />,
    text: "Name, asset prefix and time zone of the workspace.",
  },
  {
    value: "locations",
    label: "Locations",
    icon: <MapPinIcon aria-hidden="true" />,
    text: "Sites, buildings and zones where assets are kept.",
  },
  {
    value: "members",
    label: "Members",
    icon: <UsersIcon aria-hidden="true" />,
    text: "People who can scan, audit or manage assets.",
    disabled: true,
  },
  {
    value: "alerts",
    label: "Alerts",
    icon: <BellIcon aria-hidden="true" />,
    text: "Who hears about offline tags, missed audits and moves.",
  },
];

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: { defaultValue: "general", variant: "default", onValueChange: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "line"] },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    activationMode: { control: "inline-radio", options: ["automatic", "manual"] },
  },
  render: ({ variant, ...args }: Args) => (
    // wide enough for the four tabs; the Mobile stories show a row that scrolls
    <Tabs {...args} style={{ width: args.orientation === "vertical" ? "32rem" : "28rem", maxWidth: "100%" }}>
      <TabsList variant={variant} aria-label="Workspace settings">
        {panels.map((p) => (
          <TabsTrigger key={p.value} value={p.value} disabled={p.disabled}>
            {p.icon}
            {p.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((p) => (
        <TabsContent key={p.value} value={p.value} className="text-sm text-muted-foreground">
          {p.text}
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Automatic activation: arrows move and show each panel, skipping the disabled "Members"; Tab enters the panel. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const general = canvas.getByRole("tab", { name: "General" });
    await expect(general).toHaveFocus();
    await expect(general).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Locations" })).toHaveAttribute("data-state", "active");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(panels[1]!.text);
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Alerts" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("alerts");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Alerts" })).toHaveFocus();
  },
};

export const Line: Story = { args: { variant: "line" } };

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    canvas.getByRole("tab", { name: "General" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(canvas.getByRole("tab", { name: "Locations" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(canvas.getByRole("tab", { name: "General" })).toHaveFocus());
  },
};

export const VerticalLine: Story = { args: { orientation: "vertical", variant: "line" } };

/** Manual activation: arrows only move focus; Enter or Space shows the panel. */
export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("tab", { name: "General" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const locations = canvas.getByRole("tab", { name: "Locations" });
    await waitFor(() => expect(locations).toHaveFocus());
    await expect(locations).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    await expect(locations).toHaveAttribute("aria-selected", "true");
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

export const LineFocusVisible: Story = {
  args: { variant: "line" },
  parameters: { pseudo: { focusVisible: true } },
};

/** "Members" is disabled: dimmed, skipped by the arrow keys, not clickable. */
export const DisabledTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const members = canvas.getByRole("tab", { name: "Members" });
    await expect(members).toBeDisabled();
    await expect(members).toHaveAttribute("data-disabled");
    canvas.getByRole("tab", { name: "Locations" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(canvas.getByRole("tab", { name: "Alerts" })).toHaveFocus());
  },
};

/** A label longer than a tab's 15rem ends in an ellipsis; the tab's `title` (and its name) is the whole label. */
export const LongText: Story = {
  render: ({ variant, ...args }: Args) => (
    <Tabs {...args} defaultValue="a" style={{ width: "26rem", maxWidth: "100%" }}>
      <TabsList variant={variant} aria-label="Reports">
        <TabsTrigger value="a">Utilisation by site</TabsTrigger>
        <TabsTrigger value="b">Maintenance backlog and overdue inspections</TabsTrigger>
      </TabsList>
      <TabsContent value="a" className="text-sm">
        Every asset's hours in use per site over the last 30 days, compared with the period before, with the
        ten least used assets listed first so they can be moved where they are needed.
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByRole("tab", { name: "Maintenance backlog and overdue inspections" });
    await waitFor(() => expect(long).toHaveAttribute("title", "Maintenance backlog and overdue inspections"));
    await expect(canvas.getByRole("tab", { name: "Utilisation by site" })).not.toHaveAttribute("title");
    // both fit in the row, so nothing is out of view
    await expect(canvas.getByRole("tablist")).not.toHaveAttribute("data-overflow");
  },
};

const counts = { all: 200, missing: 3 };

/** Counts in the labels, written as JSX splits them (`All ({counts.all})`): each label reads as one run of
 * text, "All (200)", with or without an icon before it. */
export const WithCounts: Story = {
  render: ({ variant, ...args }: Args) => (
    <Tabs {...args} defaultValue="all">
      <TabsList variant={variant} aria-label="Assets">
        <TabsTrigger value="all">
          <BoxesIcon aria-hidden="true" />
          All ({counts.all})
        </TabsTrigger>
        <TabsTrigger value="missing">
          <SearchXIcon aria-hidden="true" />
          Missing ({counts.missing})
        </TabsTrigger>
        <TabsTrigger value="audit">Audit due ({12})</TabsTrigger>
      </TabsList>
      <TabsContent value="all" className="text-sm text-muted-foreground">
        Every asset in the workspace.
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    for (const name of ["All (200)", "Missing (3)", "Audit due (12)"]) {
      const tab = canvas.getByRole("tab", { name });
      await expect(tab).toHaveTextContent(name, { normalizeWhitespace: false });
      await expect(tab.querySelectorAll("[data-slot=tabs-trigger-label]")).toHaveLength(1);
    }
  },
};

/** Right to left: the first tab is on the right, and ArrowLeft moves to the next one. */
export const RTL: Story = {
  render: ({ variant, ...args }: Args) => (
    <div dir="rtl" lang="ar">
      <Tabs {...args} dir="rtl" defaultValue="a">
        <TabsList variant={variant} aria-label="الإعدادات">
          <TabsTrigger value="a">عام</TabsTrigger>
          <TabsTrigger value="b">المواقع</TabsTrigger>
          <TabsTrigger value="c">التنبيهات</TabsTrigger>
        </TabsList>
        <TabsContent value="a" className="text-sm">
          اسم مساحة العمل والمنطقة الزمنية
        </TabsContent>
        <TabsContent value="b" className="text-sm">
          المواقع والمباني
        </TabsContent>
        <TabsContent value="c" className="text-sm">
          التنبيهات
        </TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole("tab");
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
    first!.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(second).toHaveFocus());
  },
};

/** Four tabs at a phone's width, as the Mobile stories render them; `defaultValue` picks the active one. */
const phoneTabs = ({ variant, ...args }: Args) => (
  <Tabs {...args}>
    <TabsList variant={variant} aria-label="Workspace settings">
      {panels.map((p) => (
        <TabsTrigger key={p.value} value={p.value}>
          {p.icon}
          {p.label}
        </TabsTrigger>
      ))}
    </TabsList>
    {panels.map((p) => (
      <TabsContent key={p.value} value={p.value} className="text-sm text-muted-foreground">
        {p.text}
      </TabsContent>
    ))}
  </Tabs>
);

/**
 * At a phone's width a long tab list scrolls sideways instead of squeezing the tabs; the side with more
 * tabs fades out.
 */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  parameters: { layout: "fullscreen" },
  decorators: [phoneFrame],
  render: phoneTabs,
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist");
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).overflowX).toBe("auto");
    await waitFor(() => expect(list).toHaveAttribute("data-overflow", "end"));
    await expect(getComputedStyle(list).maskImage).toContain("linear-gradient");
  },
};

/** The last tab active: the row starts scrolled so that it is in view, and the fade moves to the start. */
export const MobileLastActive: Story = {
  ...Mobile,
  args: { defaultValue: "alerts" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist");
    await waitFor(() => expect(list).toHaveAttribute("data-overflow", "start"));
    const row = list.getBoundingClientRect();
    const alerts = canvas.getByRole("tab", { name: "Alerts" }).getBoundingClientRect();
    await expect(alerts.right).toBeLessThanOrEqual(row.right);
    await expect(alerts.left).toBeGreaterThanOrEqual(row.left);
  },
};
