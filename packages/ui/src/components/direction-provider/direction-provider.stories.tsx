import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
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
    <div dir={dir} lang={dir === "rtl" ? "ar" : "en"} style={{ width: 360 }}>
      <DirectionProvider dir={dir}>
        <Tabs defaultValue="general">
          <TabsList aria-label="الإعدادات">
            <TabsTrigger value="general">عام</TabsTrigger>
            <TabsTrigger value="sites">المواقع</TabsTrigger>
            <TabsTrigger value="alerts">التنبيهات</TabsTrigger>
          </TabsList>
          <TabsContent value="general" className="grid gap-4 pt-4">
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
          <TabsContent value="sites" className="pt-4 text-sm">
            المواقع والمباني
          </TabsContent>
          <TabsContent value="alerts" className="pt-4 text-sm">
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
