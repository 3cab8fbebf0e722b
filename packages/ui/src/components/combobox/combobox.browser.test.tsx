import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectSolidFocusRing } from "../../test/focus-ring.js";
import { expectNothingLeftBehind, focused } from "../../test/overlay.js";
import { tap } from "../../test/tap.js";
import { Dialog, DialogContent, DialogTitle } from "../dialog/dialog.js";
import { DirectionProvider } from "../direction-provider/direction-provider.js";
import { FormField } from "../form-field/form-field.js";
import { Combobox, type ComboboxProps } from "./combobox.js";
import type { ComboboxOption } from "./combobox.shared.js";

const SITES: ComboboxOption[] = [
  { value: "dock-3", label: "Dock 3", description: "Hamburg", group: "Germany" },
  { value: "cold", label: "Cold store", description: "Hamburg", group: "Germany" },
  { value: "yard", label: "Rail yard", description: "Cologne", group: "Germany", disabled: true },
  { value: "t2", label: "Terminal 2", description: "Rotterdam", group: "Netherlands" },
  { value: "lab", label: "Calibration lab", description: "Paris", group: "France" },
];

const field = () => document.querySelector<HTMLInputElement>("[data-slot=combobox-input]")!;
const listbox = () => document.querySelector<HTMLElement>("[data-slot=combobox-listbox]");
const active = () => {
  const id = field().getAttribute("aria-activedescendant");
  return id
    ? document.getElementById(id)?.querySelector("[data-slot=combobox-option-label]")?.textContent
    : undefined;
};
const optionNames = () =>
  [...document.querySelectorAll("[data-slot=combobox-option] [data-slot=combobox-option-label]")].map(
    (o) => o.textContent,
  );
const form = () => document.querySelector("form")!;

function Site(props: Partial<ComboboxProps> & { error?: string; required?: boolean }) {
  const { error, required, ...rest } = props;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <FormField label="Site" hint="Where it is kept" error={error} required={required}>
        <Combobox options={SITES} name="site" required={required} {...(rest as ComboboxProps)} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

async function press(keys: string, expected: string | undefined) {
  await userEvent.keyboard(keys);
  await expect.poll(active).toBe(expected);
}

test("APG combobox with listbox: roles, states and the arrow keys, with the focus kept in the field", async () => {
  await render(<Site />);
  const input = field();
  expect(input.getAttribute("role")).toBe("combobox");
  expect(input.getAttribute("aria-autocomplete")).toBe("list");
  expect(input.getAttribute("aria-expanded")).toBe("false");
  expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  input.focus();
  // ArrowDown opens on the first option
  await press("{ArrowDown}", "Dock 3");
  expect(input.getAttribute("aria-expanded")).toBe("true");
  const list = listbox()!;
  expect(input.getAttribute("aria-controls")).toBe(list.id);
  expect(list.getAttribute("role")).toBe("listbox");
  expect(input.getAttribute("aria-activedescendant")).toMatch(/option-0$/);
  await press("{ArrowDown}", "Cold store");
  // the disabled Rail yard is skipped both ways
  await press("{ArrowDown}", "Terminal 2");
  await press("{ArrowUp}", "Cold store");
  await press("{End}", "Calibration lab");
  // no wrap at the ends
  await press("{ArrowDown}", "Calibration lab");
  await press("{Home}", "Dock 3");
  await press("{ArrowUp}", "Dock 3");
  expect(focused()).toBe(input);
  // Enter picks and closes
  await userEvent.keyboard("{Enter}");
  await expect.poll(listbox).toBeNull();
  expect(input.value).toBe("Dock 3");
  expect(input.getAttribute("aria-expanded")).toBe("false");
  expect(new FormData(form()).get("site")).toBe("dock-3");
  // ArrowUp opens on the picked option (else the last)
  await press("{ArrowUp}", "Dock 3");
  await userEvent.keyboard("{Escape}");
  await expect.poll(listbox).toBeNull();
  expect(focused()).toBe(input);
  expect(input.value).toBe("Dock 3");
  await expectNothingLeftBehind(["combobox-content"]);
});

test("Alt+ArrowDown opens without an active option, Alt+ArrowUp closes; ArrowUp opens on the last", async () => {
  await render(<Site />);
  field().focus();
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  await expect.poll(listbox).not.toBeNull();
  expect(active()).toBeUndefined();
  // Home/End with no active option move the caret, not the list
  await userEvent.keyboard("{Home}");
  expect(active()).toBeUndefined();
  await userEvent.keyboard("{Alt>}{ArrowUp}{/Alt}");
  await expect.poll(listbox).toBeNull();
  await press("{ArrowUp}", "Calibration lab");
});

test("typing filters, in groups, and activates the first match; Enter picks it", async () => {
  const onValueChange = vi.fn();
  await render(<Site onValueChange={onValueChange} />);
  await userEvent.type(field(), "hamburg");
  await expect.poll(optionNames).toEqual(["Dock 3", "Cold store"]);
  await expect.poll(active).toBe("Dock 3");
  expect(document.querySelector("[data-slot=combobox-group]")?.getAttribute("aria-labelledby")).toBeTruthy();
  await expect.element(page.getByRole("group", { name: "Germany" })).toBeInTheDocument();
  await expect.element(page.getByRole("status").filter({ hasText: "2 options" })).toBeInTheDocument();
  await press("{ArrowDown}", "Cold store");
  await userEvent.keyboard("{Enter}");
  expect(onValueChange).toHaveBeenLastCalledWith("cold", SITES[1]);
  expect(field().value).toBe("Cold store");
  // opening again shows every option, not only those matching the label
  await press("{ArrowDown}", "Cold store");
  expect(optionNames()).toHaveLength(5);
});

test("leaving the field: an option's label typed picks it, empty text clears, other text gives way", async () => {
  const onValueChange = vi.fn();
  await render(<Site onValueChange={onValueChange} />);
  await userEvent.type(field(), "terminal 2");
  await userEvent.tab();
  expect(onValueChange).toHaveBeenLastCalledWith("t2", SITES[3]);
  expect(field().value).toBe("Terminal 2");
  await userEvent.click(field());
  await userEvent.keyboard("{Control>}a{/Control}tokyo");
  await userEvent.tab();
  expect(field().value).toBe("Terminal 2");
  expect(onValueChange).toHaveBeenCalledTimes(1);
  await userEvent.click(field());
  await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
  await userEvent.tab();
  expect(onValueChange).toHaveBeenLastCalledWith(null, null);
  expect(new FormData(form()).get("site")).toBe("");
});

test("FormField: the label names field and listbox, hint and error describe, required stops the form", async () => {
  await render(<Site error="Choose a site" required />);
  await expect
    .element(page.getByRole("combobox", { name: "Site" }))
    .toHaveAccessibleDescription("Where it is kept Choose a site");
  expect(field().getAttribute("aria-invalid")).toBe("true");
  expect(field().getAttribute("aria-required")).toBe("true");
  expect(document.querySelector("[data-slot=combobox]")!.hasAttribute("data-invalid")).toBe(true);
  // a click on the label focuses the field
  await userEvent.click(document.querySelector("[data-slot=label]")!);
  expect(focused()).toBe(field());
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(page.getByRole("listbox", { name: "Site" })).toBeInTheDocument();
  expect(form().checkValidity()).toBe(false);
  expect(field().validationMessage).toBe("Choose an option from the list.");
  await userEvent.keyboard("{Enter}");
  expect(form().checkValidity()).toBe(true);
});

test("pointer: a click opens, the pointer activates, a click picks; the toggle button opens and closes", async () => {
  await render(<Site defaultValue="t2" />);
  await userEvent.click(field());
  await expect.poll(listbox).not.toBeNull();
  // the picked option is active and checked
  expect(active()).toBe("Terminal 2");
  expect(document.querySelector("[data-value=t2][role=option]")!.getAttribute("aria-selected")).toBe("true");
  await userEvent.hover(page.getByRole("option", { name: /^Calibration lab/ }));
  await expect.poll(active).toBe("Calibration lab");
  await userEvent.click(page.getByRole("option", { name: /^Cold store/ }));
  await expect.poll(listbox).toBeNull();
  expect(field().value).toBe("Cold store");
  expect(focused()).toBe(field());
  const toggle = page.getByRole("button", { name: "Show options" });
  await userEvent.click(toggle);
  await expect.poll(listbox).not.toBeNull();
  expect(focused()).toBe(field());
  // a disabled option cannot be picked
  await userEvent.click(page.getByRole("option", { name: /^Rail yard/ }), { force: true });
  expect(field().value).toBe("Cold store");
  await userEvent.click(toggle);
  await expect.poll(listbox).toBeNull();
  // the clear button empties it
  await userEvent.click(page.getByRole("button", { name: "Clear" }));
  expect(field().value).toBe("");
  expect(new FormData(form()).get("site")).toBe("");
});

test("touch: a tap opens the list and a tap picks", async () => {
  await render(<Site />);
  await tap(field());
  await expect.poll(listbox).not.toBeNull();
  await tap(document.querySelector("[data-value=lab][role=option]")!);
  await expect.poll(listbox).toBeNull();
  expect(field().value).toBe("Calibration lab");
});

test("multiple: picks toggle and keep the list open, chips remove, Backspace removes the last, the form gets each", async () => {
  const onValueChange = vi.fn();
  await render(<Site multiple defaultValue={["lab"]} onValueChange={onValueChange} />);
  expect(document.querySelector("[data-slot=combobox]")!.hasAttribute("data-multiple")).toBe(true);
  await expect
    .element(page.getByRole("combobox", { name: "Site" }))
    .toHaveAccessibleDescription("Where it is kept Selected: Calibration lab");
  field().focus();
  await press("{ArrowDown}", "Dock 3");
  expect(listbox()!.getAttribute("aria-multiselectable")).toBe("true");
  await userEvent.keyboard("{Enter}");
  expect(onValueChange).toHaveBeenLastCalledWith(["lab", "dock-3"], [SITES[4], SITES[0]]);
  expect(listbox()).not.toBeNull();
  expect(active()).toBe("Dock 3");
  expect(document.querySelector("[data-value=dock-3][role=option]")!.getAttribute("aria-selected")).toBe(
    "true",
  );
  // typing, then a pick clears the search
  await userEvent.keyboard("rott");
  await press("{Enter}", "Terminal 2");
  expect(field().value).toBe("");
  expect(new FormData(form()).getAll("site")).toEqual(["lab", "dock-3", "t2"]);
  // Enter on a picked option removes it
  await userEvent.keyboard("{Enter}");
  expect(onValueChange).toHaveBeenLastCalledWith(["lab", "dock-3"], [SITES[4], SITES[0]]);
  const chips = () => [...document.querySelectorAll("[data-slot=combobox-chip]")].map((c) => c.textContent);
  expect(chips()).toEqual(["Calibration lab", "Dock 3"]);
  await userEvent.click(page.getByRole("button", { name: "Remove Calibration lab" }));
  expect(chips()).toEqual(["Dock 3"]);
  expect(focused()).toBe(field());
  await userEvent.keyboard("{Backspace}");
  expect(chips()).toEqual([]);
  expect(new FormData(form()).getAll("site")).toEqual([]);
});

test("in a dialog, Escape closes the list and leaves the dialog open; the next Escape closes the dialog", async () => {
  function InDialog() {
    const [open, setOpen] = React.useState(true);
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Add asset</DialogTitle>
          <Combobox aria-label="Site" options={SITES} />
        </DialogContent>
      </Dialog>
    );
  }
  await render(<InDialog />);
  await expect.poll(() => document.querySelector("[data-slot=dialog-content]")).not.toBeNull();
  await userEvent.click(field());
  await expect.poll(listbox).not.toBeNull();
  await userEvent.keyboard("{Escape}");
  await expect.poll(listbox).toBeNull();
  expect(document.querySelector("[data-slot=dialog-content]")).not.toBeNull();
  expect(focused()).toBe(field());
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => document.querySelector("[data-slot=dialog-content]")).toBeNull();
});

/** A server that answers each search when the test says so. */
function fakeServer() {
  const calls: {
    search: string;
    signal: AbortSignal;
    answer: (o: ComboboxOption[]) => void;
    fail: () => void;
  }[] = [];
  const load = (search: string, { signal }: { signal: AbortSignal }) =>
    new Promise<ComboboxOption[]>((resolve, reject) => {
      calls.push({ search, signal, answer: resolve, fail: () => reject(new Error("503")) });
    });
  return { calls, load };
}

test("async: loading while the server answers, only the newest search answers, empty and error with retry", async () => {
  const server = fakeServer();
  await render(<Site options={undefined} loadOptions={server.load} loadDelay={0} />);
  field().focus();
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  await expect.poll(() => server.calls.length).toBe(1);
  expect(server.calls[0]!.search).toBe("");
  const status = () => document.querySelector("[data-slot=combobox-status]")?.getAttribute("data-status");
  await expect.poll(status).toBe("loading");
  expect(listbox()!.getAttribute("aria-busy")).toBe("true");
  server.calls[0]!.answer(SITES);
  await expect.poll(optionNames).toHaveLength(5);
  expect(status()).toBeUndefined();
  // two searches: the first answers late and is ignored (it was aborted)
  await userEvent.keyboard("c");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("c");
  const first = server.calls.at(-1)!;
  await userEvent.keyboard("a");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("ca");
  expect(first.signal.aborted).toBe(true);
  // the last answer stays in place while the next loads
  expect(optionNames()).toHaveLength(5);
  expect(document.querySelector("[data-slot=combobox]")!.hasAttribute("data-loading")).toBe(true);
  server.calls.at(-1)!.answer([SITES[4]!]);
  first.answer([SITES[0]!, SITES[1]!]);
  await expect.poll(optionNames).toEqual(["Calibration lab"]);
  await expect.poll(active).toBe("Calibration lab");
  // no match
  await userEvent.keyboard("z");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("caz");
  server.calls.at(-1)!.answer([]);
  await expect.poll(status).toBe("empty");
  expect(document.querySelector("[data-slot=combobox-status]")!.textContent).toBe("No results.");
  // an error, then Enter retries the same search
  await userEvent.keyboard("{Backspace}");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("ca");
  server.calls.at(-1)!.fail();
  await expect.poll(status).toBe("error");
  await expect.element(page.getByRole("button", { name: "Retry" })).toBeVisible();
  const before = server.calls.length;
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => server.calls.length).toBe(before + 1);
  expect(server.calls.at(-1)!.search).toBe("ca");
  await expect.poll(status).toBe("loading");
  server.calls.at(-1)!.answer([SITES[4]!]);
  await expect.poll(optionNames).toEqual(["Calibration lab"]);
  // closing aborts what is running
  await userEvent.keyboard("b");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("cab");
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => server.calls.at(-1)!.signal.aborted).toBe(true);
});

test("async: a picked option keeps its label after later searches replace the options", async () => {
  const server = fakeServer();
  await render(<Site options={undefined} loadOptions={server.load} loadDelay={0} multiple />);
  await userEvent.type(field(), "d");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("d");
  server.calls.at(-1)!.answer([SITES[0]!]);
  await expect.poll(active).toBe("Dock 3");
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => server.calls.at(-1)?.search).toBe("");
  server.calls.at(-1)!.answer([SITES[3]!]);
  await expect.poll(optionNames).toEqual(["Terminal 2"]);
  expect(document.querySelector("[data-slot=combobox-chip]")!.textContent).toBe("Dock 3");
});

test("the portalled list reads in the field's direction: a DirectionProvider's, or the page's CSS direction", async () => {
  const { rerender } = await render(
    <DirectionProvider dir="rtl">
      <Combobox aria-label="Site" options={SITES} />
    </DirectionProvider>,
  );
  await userEvent.click(field());
  await expect.poll(listbox).not.toBeNull();
  expect(listbox()!.closest("[dir]")!.getAttribute("dir")).toBe("rtl");
  await userEvent.keyboard("{Escape}");
  await expect.poll(listbox).toBeNull();
  await rerender(
    <div dir="rtl">
      <Combobox aria-label="Site" options={SITES} />
    </div>,
  );
  await userEvent.click(field());
  await expect.poll(listbox).not.toBeNull();
  expect(listbox()!.closest("[dir]")!.getAttribute("dir")).toBe("rtl");
  await userEvent.keyboard("{Escape}");
  await rerender(<Combobox aria-label="Site" options={SITES} />);
  await userEvent.click(field());
  await expect.poll(listbox).not.toBeNull();
  expect(listbox()!.closest("[dir]")!.getAttribute("dir")).toBe("ltr");
});

test("its field draws a solid focus ring: the ring colour, or the error colour when invalid", async () => {
  const screen = await render(<Site />);
  await userEvent.tab();
  const field = document.querySelector("[data-slot=combobox]")!;
  await expectSolidFocusRing(field);
  await screen.rerender(<Site error="Choose a site" />);
  await expectSolidFocusRing(field, "error");
});
