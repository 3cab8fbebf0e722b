import type { Meta, StoryObj } from "@storybook/react-vite";
import { TruckIcon } from "lucide-react";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button/button.js";
import { Calendar } from "../calendar/calendar.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.js";
import { FormField } from "../form-field/form-field.js";
import { Label } from "../label/label.js";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs/tabs.js";
import { DirectionProvider } from "./direction-provider.js";

const meta = {
  title: "Components/DirectionProvider",
  component: DirectionProvider,
  args: { dir: "rtl" },
  argTypes: { dir: { control: "inline-radio", options: ["ltr", "rtl"] } },
} satisfies Meta<typeof DirectionProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An Arabic settings panel: `dir` on the page (here its wrapper) for the layout, the provider for the parts'
 * keys and portalled lists. No component sets `dir` itself: ArrowLeft moves to the next tab and option.
 */
export const Playground: Story = {
  render: ({ dir }) => (
    <div dir={dir} lang={dir === "rtl" ? "ar" : "en"} style={{ width: 360, maxWidth: "100%" }}>
      <DirectionProvider dir={dir}>
        <Tabs defaultValue="general">
          <TabsList aria-label="الإعدادات">
            <TabsTrigger value="general">عام</TabsTrigger>
            <TabsTrigger value="sites">المواقع</TabsTrigger>
            <TabsTrigger value="alerts">التنبيهات</TabsTrigger>
          </TabsList>
          <TabsContent value="general" className="grid gap-4 pt-3">
            <FormField label="حجم الصفحة">
              <Select defaultValue="20">
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="10">10</SelectItem>
                  <SelectItem value="20">20</SelectItem>
                  <SelectItem value="50">50</SelectItem>
                </SelectContent>
              </Select>
            </FormField>
            <FormField label="التكرار" group>
              <RadioGroup defaultValue="hourly" orientation="horizontal">
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="hourly" id="direction-hourly" />
                  <Label htmlFor="direction-hourly">كل ساعة</Label>
                </div>
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="daily" id="direction-daily" />
                  <Label htmlFor="direction-daily">كل يوم</Label>
                </div>
              </RadioGroup>
            </FormField>
          </TabsContent>
          <TabsContent value="sites" className="pt-3 text-sm">
            المواقع والمباني
          </TabsContent>
          <TabsContent value="alerts" className="pt-3 text-sm">
            التنبيهات
          </TabsContent>
        </Tabs>
      </DirectionProvider>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const [general, sites] = canvas.getAllByRole("tab");
    const next = args.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    general!.focus();
    await userEvent.keyboard(`{${next}>}`);
    await waitFor(() => expect(sites).toHaveFocus());
    await userEvent.keyboard(`{/${next}}`);
    // back to the first tab, so the capture shows the form
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(general).toHaveAttribute("data-state", "active"));
  },
};

// the calendar shows a fixed month: no capture may depend on the day it is taken
const TODAY = new Date(2026, 2, 16);

/**
 * A Calendar takes the provider's direction: Arabic (Egypt), Saturday first, and ArrowLeft moves forward in time
 * (the day after), as a right-to-left reader expects.
 */
export const WithCalendar: Story = {
  render: ({ dir }) => (
    <div dir={dir} lang={dir === "rtl" ? "ar" : "en"}>
      <DirectionProvider dir={dir}>
        <Calendar
          mode="single"
          locale={dir === "rtl" ? "ar-EG" : "en-US"}
          today={TODAY}
          defaultMonth={TODAY}
        />
      </DirectionProvider>
    </div>
  ),
  play: async ({ canvasElement, userEvent, args }) => {
    const calendar = canvasElement.querySelector<HTMLElement>("[data-slot=calendar]")!;
    await expect(calendar).toHaveAttribute("dir", args.dir);
    const focusedDay = () => calendar.querySelector("[data-focused]")?.getAttribute("data-day");
    calendar.querySelector<HTMLElement>('[data-day="2026-03-16"] button')!.focus();
    await waitFor(() => expect(focusedDay()).toBe("2026-03-16"));
    const forward = args.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    await userEvent.keyboard(`{${forward}}`);
    await waitFor(() => expect(focusedDay()).toBe("2026-03-17"));
  },
};

/**
 * A DropdownMenu in the provider's direction: the menu is portalled out of the page's `dir` and still reads
 * right to left; its sub-menu opens towards the start (the left) with ArrowLeft.
 */
export const WithMenu: Story = {
  render: ({ dir }) => (
    <div dir={dir} lang={dir === "rtl" ? "ar" : "en"} style={{ paddingBottom: 200 }}>
      <DirectionProvider dir={dir}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">{dir === "rtl" ? "إجراءات" : "Actions"}</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-56">
            <DropdownMenuItem>{dir === "rtl" ? "تعديل" : "Edit"}</DropdownMenuItem>
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <TruckIcon aria-hidden="true" /> {dir === "rtl" ? "نقل إلى" : "Move to"}
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                <DropdownMenuItem>{dir === "rtl" ? "المستودع أ" : "Warehouse A"}</DropdownMenuItem>
                <DropdownMenuItem>{dir === "rtl" ? "المستودع ب" : "Warehouse B"}</DropdownMenuItem>
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          </DropdownMenuContent>
        </DropdownMenu>
      </DirectionProvider>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button");
    await expect(trigger).toHaveAttribute("data-dropdown-menu-trigger");
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await expect(menu).toHaveAttribute("dir", args.dir);
    const subTrigger = screen.getByRole("menuitem", { name: args.dir === "rtl" ? /نقل إلى/ : /Move to/ });
    subTrigger.focus();
    await userEvent.keyboard(args.dir === "rtl" ? "{ArrowLeft}" : "{ArrowRight}");
    await waitFor(() => expect(subTrigger).toHaveAttribute("data-state", "open"));
    const sub = document.querySelector("[data-slot=dropdown-menu-sub-content]")!;
    await waitFor(() => expect(sub).toHaveAttribute("data-side", args.dir === "rtl" ? "left" : "right"));
  },
};

/**
 * A component's own `dir` wins over the provider's: English tabs of an API example keep left-to-right keys on an
 * Arabic page (ArrowRight moves to the next tab).
 */
export const OwnDirWins: Story = {
  render: ({ dir }) => (
    <div dir={dir} lang={dir === "rtl" ? "ar" : "en"} style={{ width: 360, maxWidth: "100%" }}>
      <DirectionProvider dir={dir}>
        <Tabs defaultValue="curl" dir="ltr" lang="en">
          <TabsList aria-label="API example">
            <TabsTrigger value="curl">cURL</TabsTrigger>
            <TabsTrigger value="js">JavaScript</TabsTrigger>
            <TabsTrigger value="python">Python</TabsTrigger>
          </TabsList>
          <TabsContent value="curl" className="pt-3 text-sm">
            curl https://api.orbitag.com/v1/assets
          </TabsContent>
          <TabsContent value="js" className="pt-3 text-sm">
            await fetch("/v1/assets")
          </TabsContent>
          <TabsContent value="python" className="pt-3 text-sm">
            requests.get("/v1/assets")
          </TabsContent>
        </Tabs>
      </DirectionProvider>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [curl, js] = canvas.getAllByRole("tab");
    curl!.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(js).toHaveFocus());
    await waitFor(() => expect(js).toHaveAttribute("data-state", "active"));
    await expect(canvas.getByRole("tablist").closest("[data-slot=tabs]")).toHaveAttribute("dir", "ltr");
  },
};
