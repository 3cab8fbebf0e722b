import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, waitFor } from "storybook/test";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar.js";
import { initials } from "./avatar.shared.js";
import { rightToLeft } from "../../test/story-layouts.js";

// a stand-in photo as a data URL: stories and their snapshots never leave the machine
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7cbe6"/><circle cx="32" cy="26" r="12" fill="#5b5f86"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#5b5f86"/></svg>`,
)}`;
// served by Storybook's own server as a 404: the image fails and the fallback stays
const broken = "/avatar-that-does-not-exist.png";

type Args = React.ComponentProps<typeof Avatar> & { src?: string; name: string };

const meta = {
  title: "Components/Avatar",
  component: Avatar,
  args: { size: "md", src: portrait, name: "Ada Lovelace" },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    src: { control: "text" },
    name: { control: "text" },
  },
  render: ({ src, name, ...args }: Args) => (
    <Avatar {...args}>
      <AvatarImage src={src} alt={name} />
      <AvatarFallback label={name}>{initials(name)}</AvatarFallback>
    </Avatar>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // the initials (named the same) show until the picture has loaded, then the picture replaces them
    await waitFor(() => expect(canvas.getByRole("img", { name: "Ada Lovelace" }).tagName).toBe("IMG"));
    await expect(canvas.getByRole("img", { name: "Ada Lovelace" })).toHaveAttribute(
      "data-slot",
      "avatar-image",
    );
  },
};

/** A URL that fails (here a local 404): the initials stay, named for assistive tech. */
export const BrokenImage: Story = {
  args: { src: broken },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await canvas.findByRole("img", { name: "Ada Lovelace" });
    await expect(fallback).toHaveAttribute("data-slot", "avatar-fallback");
    await expect(fallback).toHaveTextContent("AL");
    // give the failed request time to settle: still no <img>
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

/** No picture at all. */
export const InitialsOnly: Story = {
  args: { src: undefined, name: "Grace Hopper" },
};

export const Sizes: Story = {
  render: ({ src, name }: Args) => (
    <div className="flex items-center gap-4">
      {(["sm", "md", "lg"] as const).map((size) => (
        <div key={size} className="flex items-center gap-2">
          <Avatar size={size}>
            <AvatarImage src={src} alt={name} />
            <AvatarFallback label={name}>{initials(name)}</AvatarFallback>
          </Avatar>
          <Avatar size={size}>
            <AvatarFallback label="Grace Hopper">{initials("Grace Hopper")}</AvatarFallback>
          </Avatar>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll("img")).toHaveLength(3));
    const sizes = [...canvasElement.querySelectorAll("[data-slot=avatar]")].map(
      (el) => el.getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([32, 32, 40, 40, 48, 48]);
  },
};

/** A name beside the avatar, as the app header shows the signed-in user; long names truncate, the circle keeps its size. */
export const WithLongName: Story = {
  args: { name: "Maria Fernanda Castellanos de la Vega" },
  render: ({ src, name, ...args }: Args) => (
    <div className="flex items-center gap-3" style={{ width: "14rem" }}>
      <Avatar {...args}>
        <AvatarImage src={src} alt="" />
        <AvatarFallback>{initials(name)}</AvatarFallback>
      </Avatar>
      <span className="min-w-0 truncate text-sm font-medium">{name}</span>
    </div>
  ),
};

/**
 * Right-to-left (Arabic): the avatar leads from the right, a long name truncates at its left end. The initials
 * are kept apart by a zero-width non-joiner, so the two letters show as letters, not joined into a word.
 */
export const RightToLeft: Story = {
  args: { name: "ليلى عبد الرحمن بنت خالد الحداد", src: broken },
  render: ({ src, name, ...args }: Args) => (
    <div className="flex items-center gap-3" style={{ width: "14rem" }}>
      <Avatar {...args}>
        <AvatarImage src={src} alt="" />
        <AvatarFallback>{Array.from(initials(name)).join("\u200c")}</AvatarFallback>
      </Avatar>
      <span className="min-w-0 truncate text-sm font-medium">{name}</span>
    </div>
  ),
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector("[data-slot=avatar]")!.getBoundingClientRect();
    const name = canvasElement.querySelector("span.truncate")!;
    await expect(avatar.left).toBeGreaterThan(name.getBoundingClientRect().right);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
