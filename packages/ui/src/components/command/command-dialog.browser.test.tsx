import { composeStory } from "@storybook/react-vite";
import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, onTestFinished, test, vi } from "vitest";
import { Button } from "../button/button.js";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "../dialog/dialog.js";
import { expectNothingLeftBehind, focused } from "../../test/overlay.js";
import { KbdShortcut } from "../kbd/kbd-shortcut.js";
import {
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandShortcut,
} from "./command.js";
import {
  CommandDialog,
  CommandDialogContent,
  CommandDialogTrigger,
  type CommandDialogContentProps,
  type CommandDialogProps,
} from "./command-dialog.js";
import * as stories from "./command-dialog.stories.js";

function Palette({
  onRun,
  content,
  ...props
}: CommandDialogProps & { onRun?: (value: string) => void; content?: Partial<CommandDialogContentProps> }) {
  return (
    <CommandDialog {...props}>
      <input aria-label="Notes" />
      <CommandDialogTrigger />
      <CommandDialogContent {...content}>
        <CommandInput placeholder="Search" />
        <CommandList>
          <CommandEmpty>Nothing found</CommandEmpty>
          <CommandGroup heading="Go to">
            <CommandItem value="assets" onSelect={onRun}>
              Assets
            </CommandItem>
            <CommandItem value="sites" onSelect={onRun}>
              Sites
            </CommandItem>
          </CommandGroup>
          <CommandGroup heading="Actions">
            <CommandItem value="add-asset" onSelect={onRun}>
              Add asset
            </CommandItem>
            <CommandItem value="export" onSelect={onRun}>
              Export
            </CommandItem>
          </CommandGroup>
        </CommandList>
      </CommandDialogContent>
    </CommandDialog>
  );
}

const content = () => document.querySelector<HTMLElement>("[data-slot=command-dialog-content]");
const input = () => document.querySelector<HTMLInputElement>("[data-slot=command-input]")!;
const notes = () => document.querySelector<HTMLInputElement>("input[aria-label=Notes]")!;
const trigger = () => document.querySelector<HTMLButtonElement>("[data-slot=command-dialog-trigger]")!;
const active = () => document.querySelector<HTMLElement>('[data-slot=command-item][aria-selected="true"]');

test("mod+k (Ctrl+K here) opens the palette from a field, the search field takes the focus; mod+k again closes it, the focus returns", async () => {
  const onOpenChange = vi.fn();
  await render(<Palette onOpenChange={onOpenChange} platform="other" />);
  notes().focus();
  await userEvent.keyboard("{Control>}k{/Control}");
  await expect.poll(content).not.toBeNull();
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
  await expect.poll(focused).toBe(input());
  const dialog = content()!;
  expect(dialog.getAttribute("role")).toBe("dialog");
  await expect.element(page.getByRole("dialog", { name: "Command palette" })).toBeInTheDocument();
  await userEvent.keyboard("{Control>}k{/Control}");
  await expect.poll(content).toBeNull();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await expect.poll(focused).toBe(notes());
  await expectNothingLeftBehind(["command-dialog-content", "command-dialog-overlay"]);
});

test("a dialog an item opened returns the focus, when it closes, to where it was before the palette (its search field is gone)", async () => {
  function Screen({ trigger }: { trigger: boolean }) {
    const [adding, setAdding] = React.useState(false);
    return (
      <>
        <Palette platform="other" onRun={(value) => value === "add-asset" && setAdding(true)} />
        <Dialog open={adding} onOpenChange={setAdding}>
          {trigger ? (
            <DialogTrigger asChild>
              <Button>Add asset</Button>
            </DialogTrigger>
          ) : null}
          <DialogContent>
            <DialogTitle>Add asset</DialogTitle>
            <input aria-label="Tag ID" />
          </DialogContent>
        </Dialog>
      </>
    );
  }
  const dialog = () => document.querySelector("[data-slot=dialog-content]");
  for (const trigger of [false, true]) {
    const { unmount } = await render(<Screen trigger={trigger} />);
    notes().focus();
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect.poll(focused).toBe(input());
    await userEvent.keyboard("add asset");
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => focused()?.getAttribute("aria-label")).toBe("Tag ID");
    await expect.poll(content).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect.poll(dialog).toBeNull();
    // not <body>, nor the Add asset dialog's own trigger: the field the palette was opened from
    await expect.poll(focused).toBe(notes());
    await unmount();
  }
});

test("in a phone's header row the trigger shrinks and truncates its label; the row does not overflow", async () => {
  await render(
    <CommandDialog platform="other">
      <header style={{ width: 390 }} className="flex h-14 items-center gap-2 px-4" data-testid="header">
        <Button variant="ghost" size="icon" aria-label="Menu">
          M
        </Button>
        <span className="font-medium">Assets</span>
        {/* the row's part that may shrink says so, as any flex item with text that does not wrap */}
        <div className="ms-auto flex min-w-0 items-center gap-2">
          <CommandDialogTrigger>Search assets and commands...</CommandDialogTrigger>
          <Button variant="outline" size="icon" aria-label="Theme">
            T
          </Button>
        </div>
      </header>
    </CommandDialog>,
  );
  const header = page.getByTestId("header").element();
  // before: the trigger kept its width (a button does not shrink) and the row was 422 px wide
  expect(header.scrollWidth).toBeLessThanOrEqual(390);
  const label = trigger().querySelector<HTMLElement>(".truncate")!;
  expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  // still the whole name for assistive tech, and still a big enough target
  await expect.element(page.getByRole("button", { name: /^Search assets and commands/ })).toBeVisible();
  expect(trigger().getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
});

test("on Apple devices the shortcut is Command+K, not Ctrl+K; shortcut={null} turns it off", async () => {
  const { rerender } = await render(<Palette platform="apple" />);
  expect(trigger().getAttribute("aria-keyshortcuts")).toBe("Meta+K");
  await userEvent.keyboard("{Control>}k{/Control}");
  expect(content()).toBeNull();
  await userEvent.keyboard("{Meta>}k{/Meta}");
  await expect.poll(content).not.toBeNull();
  await userEvent.keyboard("{Escape}");
  await expect.poll(content).toBeNull();
  await rerender(<Palette platform="other" shortcut={null} />);
  await userEvent.keyboard("{Control>}k{/Control}");
  expect(content()).toBeNull();
  expect(trigger().hasAttribute("aria-keyshortcuts")).toBe(false);
  expect(trigger().querySelector("[data-slot=kbd-shortcut]")).toBeNull();
});

test("the trigger shows the shortcut's keys, opens the palette; Escape closes it and the focus returns to the trigger", async () => {
  await render(<Palette platform="other" />);
  expect(trigger().getAttribute("aria-keyshortcuts")).toBe("Control+K");
  const keys = [...trigger().querySelectorAll("[data-slot=kbd]")].map((k) => k.textContent);
  expect(keys).toEqual(["Ctrl", "K"]);
  await userEvent.click(trigger());
  await expect.poll(focused).toBe(input());
  // modal: Tab stays inside the palette
  await userEvent.tab();
  expect(content()!.contains(focused())).toBe(true);
  await userEvent.keyboard("{Escape}");
  await expect.poll(content).toBeNull();
  await expect.poll(focused).toBe(trigger());
});

test("APG combobox keys in the palette; typing filters; Enter runs the active command and closes", async () => {
  const onRun = vi.fn();
  await render(<Palette platform="other" onRun={onRun} />);
  await userEvent.click(trigger());
  await expect.poll(focused).toBe(input());
  expect(input().getAttribute("role")).toBe("combobox");
  await expect.poll(() => active()?.textContent).toBe("Assets");
  await userEvent.keyboard("{ArrowDown}");
  await expect.poll(() => active()?.textContent).toBe("Sites");
  expect(input().getAttribute("aria-activedescendant")).toBe(active()!.id);
  await userEvent.keyboard("{End}");
  await expect.poll(() => active()?.textContent).toBe("Export");
  await userEvent.keyboard("{Home}");
  await expect.poll(() => active()?.textContent).toBe("Assets");
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  await expect.poll(() => active()?.textContent).toBe("Add asset");
  await userEvent.keyboard("exp");
  await expect
    .poll(() => [...document.querySelectorAll("[role=option]")].map((o) => o.textContent))
    .toEqual(["Export"]);
  await expect.element(page.getByRole("status").filter({ hasText: "1 result" })).toBeInTheDocument();
  await userEvent.keyboard("{Enter}");
  expect(onRun).toHaveBeenCalledWith("export");
  await expect.poll(content).toBeNull();
  await expect.poll(focused).toBe(trigger());
});

test("no match: the empty state and 'No results' announced; closeOnSelect={false} keeps the palette open", async () => {
  const onRun = vi.fn();
  await render(<Palette platform="other" onRun={onRun} defaultOpen content={{ closeOnSelect: false }} />);
  await expect.poll(focused).toBe(input());
  await userEvent.keyboard("zebra");
  await expect.element(page.getByText("Nothing found")).toBeVisible();
  await expect.element(page.getByRole("status").filter({ hasText: "No results" })).toBeInTheDocument();
  await userEvent.clear(input());
  await userEvent.click(page.getByRole("option", { name: "Sites" }));
  expect(onRun).toHaveBeenCalledWith("sites");
  expect(content()).not.toBeNull();
});

test("a shortcut without Ctrl/Cmd/Alt is not taken while typing in a field", async () => {
  await render(<Palette platform="other" shortcut="/" />);
  await userEvent.type(notes(), "a/b");
  expect(notes().value).toBe("a/b");
  expect(content()).toBeNull();
  trigger().focus();
  await userEvent.keyboard("/");
  await expect.poll(content).not.toBeNull();
});

test("a shortcut with a typo fails where it is written", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  class Boundary extends React.Component<{ children: React.ReactNode }, { message?: string }> {
    override state: { message?: string } = {};
    static getDerivedStateFromError(e: Error) {
      return { message: e.message };
    }
    override render() {
      return this.state.message ? <p data-testid="error">{this.state.message}</p> : this.props.children;
    }
  }
  await render(
    <Boundary>
      <Palette shortcut="cmnd+k" />
    </Boundary>,
  );
  await expect
    .poll(() => document.querySelector("[data-testid=error]")?.textContent)
    .toMatch(/"cmnd" is not a modifier/);
  error.mockRestore();
});

test("asChild: a Button as the trigger keeps data-slot=button and carries data-command-dialog-trigger", async () => {
  await render(
    <CommandDialog platform="apple">
      <CommandDialogTrigger asChild>
        <Button variant="ghost">Search</Button>
      </CommandDialogTrigger>
      <CommandDialogContent>
        <CommandInput placeholder="Search" />
        <CommandList>
          <CommandItem value="assets">Assets</CommandItem>
        </CommandList>
      </CommandDialogContent>
    </CommandDialog>,
  );
  const button = page.getByRole("button", { name: "Search" }).element();
  expect(button.getAttribute("data-slot")).toBe("button");
  expect(button.hasAttribute("data-command-dialog-trigger")).toBe(true);
  expect(button.getAttribute("data-variant")).toBe("ghost");
  expect(button.getAttribute("aria-keyshortcuts")).toBe("Meta+K");
  await userEvent.click(button);
  await expect.poll(content).not.toBeNull();
  await userEvent.keyboard("{Escape}");
  await expect.poll(content).toBeNull();
});

test("the Empty State story passes when the palette's first frame comes late (a busy machine)", async () => {
  const EmptyState = composeStory(stories.EmptyState, stories.default);
  // a starved compositor: every animation held at its first frame (the palette at opacity 0) until the whole
  // search is typed, then let go; the play must wait for the palette to be visible, not check at once
  const hold = document.createElement("style");
  hold.textContent = "*, *::before, *::after { animation-play-state: paused !important; }";
  document.head.append(hold);
  const letGo = (event: Event) => {
    if ((event.target as HTMLInputElement).value === "zebra") hold.remove();
  };
  document.addEventListener("input", letGo, true);
  try {
    await EmptyState.run();
    expect(hold.isConnected).toBe(false);
  } finally {
    hold.remove();
    document.removeEventListener("input", letGo, true);
  }
});

test("at a desktop width the trigger is as wide as its label and shows the keys; on a phone no keycaps (no keyboard)", async () => {
  const { width, height } = { width: window.innerWidth, height: window.innerHeight };
  onTestFinished(() => page.viewport(width, height));
  await page.viewport(1280, 800);
  await render(
    <CommandDialog platform="other" defaultOpen>
      <CommandDialogTrigger>Search assets and commands...</CommandDialogTrigger>
      <CommandDialogContent>
        <CommandInput placeholder="Search" />
        <CommandList>
          <CommandItem value="add-asset">
            Add asset
            <CommandShortcut>
              <KbdShortcut shortcut="mod+shift+a" platform="other" />
            </CommandShortcut>
          </CommandItem>
        </CommandList>
      </CommandDialogContent>
    </CommandDialog>,
  );
  await expect.poll(content).not.toBeNull();
  const label = trigger().querySelector<HTMLElement>(".truncate")!;
  const keys = trigger().querySelector<HTMLElement>("[data-slot=kbd-shortcut]")!;
  const itemKeys = () => document.querySelector<HTMLElement>("[data-slot=command-shortcut]")!;
  // before: 256 px wide, the label cut to "Search assets and ..."
  expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  expect(keys.checkVisibility()).toBe(true);
  expect(itemKeys().checkVisibility()).toBe(true);
  await page.viewport(390, 844);
  // before: "Ctrl K" on the trigger and "Ctrl Shift A" on the item, on a phone
  await expect.poll(() => keys.checkVisibility()).toBe(false);
  expect(itemKeys().checkVisibility()).toBe(false);
});
