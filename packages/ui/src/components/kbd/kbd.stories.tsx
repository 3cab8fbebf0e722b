import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowDownIcon, ArrowUpIcon, CornerDownLeftIcon, SearchIcon } from "lucide-react";
import { expect, screen } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { Tooltip, TooltipContent, TooltipTrigger } from "../tooltip/tooltip.js";
import { Kbd, KbdGroup } from "./kbd.js";
import { KbdShortcut } from "./kbd-shortcut.js";
import { isApplePlatform } from "./shortcut.js";

const meta = {
  title: "Components/Kbd",
  component: KbdShortcut,
  args: { shortcut: "mod+k" },
  argTypes: {
    shortcut: { control: "text" },
    platform: { control: "inline-radio", options: [undefined, "apple", "other"] },
  },
} satisfies Meta<typeof KbdShortcut>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A shortcut written once, "mod+k": ⌘ K on a Mac, iPhone or iPad, Ctrl K elsewhere. Screen readers hear the
 * key names ("Control+K").
 */
export const Playground: Story = {
  args: { platform: "other" },
  play: async ({ canvas, canvasElement }) => {
    const shortcut = canvasElement.querySelector("[data-slot=kbd-shortcut]")!;
    await expect(shortcut).toHaveAttribute("data-platform", "other");
    await expect([...shortcut.querySelectorAll("[data-slot=kbd]")].map((k) => k.textContent)).toEqual([
      "Ctrl",
      "K",
    ]);
    await expect(canvas.getByText("Control+K")).toHaveClass("sr-only");
  },
};

/** The same shortcuts for each platform: Apple's symbols in its menu order (⌃ ⌥ ⇧ ⌘), the others' names. */
export const Platforms: Story = {
  render: () => (
    <table className="text-sm">
      <tbody>
        {["mod+k", "mod+b", "mod+shift+p", "alt+arrowup", "esc"].map((shortcut) => (
          <tr key={shortcut}>
            <th
              scope="row"
              className="text-start font-mono text-xs font-normal text-muted-foreground"
              style={{ paddingInlineEnd: "1.5rem" }}
            >
              {shortcut}
            </th>
            <td style={{ padding: "0.25rem 1.5rem 0.25rem 0" }}>
              <KbdShortcut shortcut={shortcut} platform="apple" />
            </td>
            <td style={{ padding: "0.25rem 0" }}>
              <KbdShortcut shortcut={shortcut} platform="other" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const row = (index: number) =>
      [...canvasElement.querySelectorAll("tr")[index]!.querySelectorAll("[data-slot=kbd-shortcut]")].map(
        (s) => [...s.querySelectorAll("[data-slot=kbd]")].map((k) => k.textContent).join(" "),
      );
    await expect(row(0)).toEqual(["⌘ K", "Ctrl K"]);
    await expect(row(2)).toEqual(["⇧ ⌘ P", "Ctrl Shift P"]);
    await expect(row(3)).toEqual(["⌥ ↑", "Alt ↑"]);
  },
};

/**
 * Single keys and a group of keys pressed together; a key drawn as an icon carries its name as visually hidden
 * text (a `<kbd>` cannot take `aria-label`).
 */
export const Keys: Story = {
  render: () => (
    <div className="flex flex-col gap-3 text-sm text-muted-foreground">
      <p className="flex items-center gap-2">
        <Kbd>Esc</Kbd> closes the dialog
      </p>
      <p className="flex items-center gap-2">
        <KbdGroup>
          <Kbd>Shift</Kbd>
          <span>+</span>
          <Kbd>Enter</Kbd>
        </KbdGroup>
        sorts by a second column
      </p>
      <p className="flex items-center gap-2">
        <KbdGroup>
          <Kbd>
            <ArrowUpIcon aria-hidden="true" />
            <span className="sr-only">Up Arrow</span>
          </Kbd>
          <Kbd>
            <ArrowDownIcon aria-hidden="true" />
            <span className="sr-only">Down Arrow</span>
          </Kbd>
        </KbdGroup>
        move,
        <Kbd>
          <CornerDownLeftIcon aria-hidden="true" />
          <span className="sr-only">Enter</span>
        </Kbd>
        opens
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector("[data-slot=kbd-group]")!;
    await expect(group.tagName).toBe("KBD");
    await expect(group.querySelectorAll("kbd[data-slot=kbd]")).toHaveLength(2);
  },
};

/**
 * In a tooltip and beside a search field's placeholder, as an app shows its shortcuts: no `platform`, so the
 * reader's own modifier (⌘ on a Mac, iPhone or iPad, Ctrl elsewhere), as CommandDialogTrigger shows it.
 */
export const InContext: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Tooltip open>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Search">
            <SearchIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom" className="flex items-center gap-2">
          Search <KbdShortcut shortcut="mod+k" />
        </TooltipContent>
      </Tooltip>
      <Button variant="outline" className="justify-between text-muted-foreground" style={{ width: "16rem" }}>
        Search assets…
        <KbdShortcut shortcut="mod+k" />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const mod = isApplePlatform() ? "Command" : "Control";
    // portalled to the body, outside the story's canvas
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(new RegExp(`^Search.*${mod}\\+K$`));
    await expect(
      canvas.getByRole("button", { name: new RegExp(`^Search assets….*${mod}\\+K$`) }),
    ).toBeInTheDocument();
  },
};

/** Right to left: the keys keep their order (a shortcut is read as typed), the text around them flows RTL. */
export const RightToLeft: Story = {
  render: () => (
    <p dir="rtl" lang="ar" className="flex items-center gap-2 text-sm">
      اضغط
      <KbdShortcut shortcut="mod+k" platform="other" />
      للبحث
    </p>
  ),
  play: async ({ canvasElement }) => {
    const [ctrl, k] = [...canvasElement.querySelectorAll("[data-slot=kbd]")];
    // the keys are a left-to-right run inside the Arabic sentence: Ctrl stays left of K
    await expect(ctrl!.getBoundingClientRect().left).toBeLessThan(k!.getBoundingClientRect().left);
  },
};

/** On a 390 px phone, in a hint under a search field. */
export const Mobile: Story = {
  ...phone,
  render: () => (
    // a sentence that flows: the keys inline in it, not the words wrapped as blocks around them
    <p className="text-sm text-muted-foreground">
      Press <KbdShortcut shortcut="mod+k" platform="apple" className="align-middle" /> anywhere to search
      assets, locations and audits.
    </p>
  ),
  play: async ({ canvasElement }) => {
    // "Press", the keys and "anywhere" share the first line (a flex row wrapped the rest of the sentence below)
    const sentence = canvasElement.querySelector("p")!;
    const top = (node: Node, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect().top;
    };
    const [before, after] = [sentence.firstChild!, sentence.lastChild!];
    const anywhere = after.textContent!.indexOf("anywhere");
    await expect(Math.abs(top(before, 0, 5) - top(after, anywhere, anywhere + 8))).toBeLessThan(2);
  },
};
