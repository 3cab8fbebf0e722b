import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton } from "./skeleton.js";
import { rightToLeft } from "../../test/story-layouts.js";

// stories are not scanned for the kit's compiled stylesheet: story-only sizes are inline styles (an app with
// its own Tailwind would write `h-4 w-48`)
const size = (width: string, height: string) => ({ width, height });

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
  args: { style: size("12rem", "1rem") },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector("[data-slot=skeleton]");
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
  },
};

/** A profile row while it loads; the region says it is busy, the blocks stay silent. */
export const ProfileRow: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading profile" className="flex items-center gap-4">
      <Skeleton className="rounded-full" style={size("3rem", "3rem")} />
      <div className="flex flex-col gap-2">
        <Skeleton style={size("12rem", "1rem")} />
        <Skeleton style={size("8rem", "1rem")} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading profile" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Card-sized placeholder, as a list of assets shows before its data arrives. */
export const Card: Story = {
  render: () => (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-6" style={{ width: "20rem" }}>
      <Skeleton className="w-full rounded-lg" style={{ height: "8rem" }} />
      <Skeleton style={size("75%", "1.25rem")} />
      <Skeleton style={size("50%", "1rem")} />
    </div>
  ),
};

/** Right-to-left: the circle and the lines start at the right edge. */
export const RightToLeft: Story = {
  // an Arabic page names the busy region in Arabic ("loading the profile")
  render: () => (
    <div
      role="status"
      aria-busy="true"
      aria-label="جارٍ تحميل الملف الشخصي"
      className="flex items-center gap-4"
    >
      <Skeleton className="rounded-full" style={size("3rem", "3rem")} />
      <div className="flex flex-col gap-2">
        <Skeleton style={size("12rem", "1rem")} />
        <Skeleton style={size("8rem", "1rem")} />
      </div>
    </div>
  ),
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status", { name: "جارٍ تحميل الملف الشخصي" });
    const [circle, line] = [...region.querySelectorAll("[data-slot=skeleton]")].map((el) =>
      el.getBoundingClientRect(),
    );
    // the circle leads from the right, the lines follow to its left
    await expect(circle!.left).toBeGreaterThan(line!.right);
  },
};
