// The modal base's focus and layering, across the components an app combines: a dialog opened from a menu
// item, a row removed by its own dialog, a toast appearing over an open dialog (Escape, F8).
import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test } from "vitest";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../components/alert-dialog/alert-dialog.js";
import { Button } from "../components/button/button.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "../components/dialog/dialog.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../components/dropdown-menu/dropdown-menu.js";
import { useFocusAfterRemoval } from "../components/table/use-focus-after-removal.js";
import { ToastAction } from "../components/toast/toast.js";
import { dismissToast, toast } from "../components/toast/toast-store.js";
import { Toaster } from "../components/toast/toaster.js";
import { getFocusPlace, restoreFocusPlace } from "./focus-place.js";
import { expectNothingLeftBehind, focused } from "../test/overlay.js";

afterEach(() => dismissToast());

/** Rows with a menu each; Delete asks in an AlertDialog, then removes the row (at once, or `later`). */
function Register({
  later = false,
  track = false,
  initial = ["Forklift 12", "Scanner 4", "Trailer 9"],
}: {
  later?: boolean;
  track?: boolean;
  initial?: string[];
}) {
  const [rows, setRows] = React.useState(initial);
  const [pending, setPending] = React.useState<string | null>(null);
  const [removals, setRemovals] = React.useState<(() => void)[]>([]);
  const body = React.useRef<HTMLTableSectionElement>(null);
  const untracked = React.useRef<HTMLElement>(null);
  // the helper for removals that come after the dialog closed (a refetch)
  const search = React.useRef<HTMLInputElement>(null);
  useFocusAfterRemoval(track ? body : untracked, { fallback: search });
  const remove = (name: string) => setRows((current) => current.filter((row) => row !== name));
  return (
    <div>
      <input aria-label="Search assets" ref={search} />
      <table>
        <tbody ref={body}>
          {rows.length === 0 ? (
            // an empty state in the table, with its own action (as shadcn/ui's "No results." row)
            <tr>
              <td colSpan={2}>
                No assets. <button type="button">Add asset</button>
              </td>
            </tr>
          ) : null}
          {rows.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost">{`Actions for ${name}`}</Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent>
                    <DropdownMenuItem>Edit</DropdownMenuItem>
                    <DropdownMenuItem variant="destructive" onSelect={() => setPending(name)}>
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => removals.forEach((run) => run())}>
        Refetch
      </button>
      <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{`Delete ${pending}?`}</AlertDialogTitle>
            <AlertDialogDescription>It stops reporting.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                const name = pending as string;
                if (later) setRemovals((current) => [...current, () => remove(name)]);
                else remove(name);
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

const menuButton = (name: string) => page.getByRole("button", { name: `Actions for ${name}` });

/** Opens a row's menu by keyboard and chooses Delete, as a keyboard user does. */
async function askToDelete(name: string) {
  (menuButton(name).element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("menu")).toBeVisible();
  await userEvent.click(page.getByRole("menuitem", { name: "Delete" }));
  await expect.element(page.getByRole("alertdialog")).toBeVisible();
}

test("a dialog opened from a menu item returns the focus to the menu's button, not to <body>", async () => {
  await render(<Register />);
  await askToDelete("Scanner 4");
  await userEvent.click(page.getByRole("button", { name: "Cancel" }));
  await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
  await expect.poll(() => focused()?.textContent).toBe("Actions for Scanner 4");
  await expectNothingLeftBehind(["alert-dialog-content", "dropdown-menu-content"]);
});

test("when what opened the dialog has gone and was in no list, the focus goes to the dialog's trigger (Radix's own return), not to <body>", async () => {
  function Screen() {
    const [open, setOpen] = React.useState(false);
    const [banner, setBanner] = React.useState(true);
    return (
      <>
        {banner ? (
          <button type="button" onClick={() => setOpen(true)}>
            Review now
          </button>
        ) : null}
        {/* the banner that opened it goes once the review is done */}
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setBanner(false);
          }}
        >
          <DialogTrigger asChild>
            <Button>Review</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Review</DialogTitle>
            <DialogDescription>Check the assets.</DialogDescription>
          </DialogContent>
        </Dialog>
      </>
    );
  }
  await render(<Screen />);
  await userEvent.click(page.getByRole("button", { name: "Review now" }));
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expect.poll(() => focused()?.textContent).toBe("Review");
});

test("a dialog opened from inside an open dialog gives the focus back inside it, never behind its scrim", async () => {
  function Screen() {
    const [confirming, setConfirming] = React.useState(false);
    const [archivable, setArchivable] = React.useState(true);
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit asset</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Edit asset</DialogTitle>
          <DialogDescription>Forklift 12</DialogDescription>
          {/* gone once the confirm was answered (here: not asked again): it cannot take the focus back */}
          {archivable ? <Button onClick={() => setConfirming(true)}>Archive</Button> : null}
          <AlertDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) setArchivable(false);
            }}
          >
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Archive Forklift 12?</AlertDialogTitle>
                <AlertDialogDescription>It leaves the register.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </DialogContent>
      </Dialog>
    );
  }
  await render(<Screen />);
  await userEvent.click(page.getByRole("button", { name: "Edit asset" }));
  await userEvent.click(page.getByRole("button", { name: "Archive" }));
  await expect.element(page.getByRole("alertdialog")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
  const edit = document.querySelector("[data-slot=dialog-content]")!;
  // not "Edit asset" behind the scrim (the outer dialog's own opener)
  await expect.poll(() => edit.contains(focused())).toBe(true);
});

test("after the dialog deleted the row, focus goes to the same button of the next row, or of the row before", async () => {
  await render(<Register />);
  await askToDelete("Scanner 4");
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
  await expect.poll(() => focused()?.textContent).toBe("Actions for Trailer 9");
  // the last row: the one before it
  await askToDelete("Trailer 9");
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.poll(() => focused()?.textContent).toBe("Actions for Forklift 12");
});

test("useFocusAfterRemoval: a row removed after the dialog closed (a refetch) hands the focus on too", async () => {
  await render(<Register later track />);
  await askToDelete("Forklift 12");
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.poll(() => focused()?.textContent).toBe("Actions for Forklift 12");
  // the data arrives: the focused row goes
  const refetch = page.getByRole("button", { name: "Refetch" }).element() as HTMLElement;
  // press it without moving the focus, as a background refetch would land
  refetch.click();
  await expect.poll(() => focused()?.textContent).toBe("Actions for Scanner 4");
});

test("useFocusAfterRemoval: after a click on blank space, a row going later leaves the focus where the user put it", async () => {
  await render(<Register later track />);
  await askToDelete("Forklift 12");
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.poll(() => focused()?.textContent).toBe("Actions for Forklift 12");
  // the user clicks where nothing takes the focus: it goes to <body>, with no related target
  (document.activeElement as HTMLElement).blur();
  expect(document.activeElement, "after the click on blank space").toBe(document.body);
  // the data arrives later, in a task of its own
  await new Promise((resolve) => setTimeout(resolve));
  (page.getByRole("button", { name: "Refetch" }).element() as HTMLElement).click();
  await expect.element(menuButton("Forklift 12")).not.toBeInTheDocument();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // not pulled (and scrolled) to the next row's button
  expect(document.activeElement, "once the row has gone").toBe(document.body);
});

test("useFocusAfterRemoval: the last row gone, the focus goes to the fallback, not into the empty state's row", async () => {
  await render(<Register later track initial={["Forklift 12"]} />);
  await askToDelete("Forklift 12");
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.poll(() => focused()?.textContent).toBe("Actions for Forklift 12");
  (page.getByRole("button", { name: "Refetch" }).element() as HTMLElement).click();
  await expect.element(page.getByRole("button", { name: "Add asset" })).toBeVisible();
  // a row across every column stands in for the data (empty or error state): no row took the removed one's place
  await expect.poll(() => focused()?.getAttribute("aria-label")).toBe("Search assets");
});

test("useFocusAfterRemoval: the last row gone while its dialog is still closing (a fast server), the fallback too", async () => {
  await render(<Register track initial={["Forklift 12"]} />);
  await askToDelete("Forklift 12");
  // removed at once, as the dialog closes: its return finds no row left, and takes the list's fallback
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.element(page.getByRole("button", { name: "Add asset" })).toBeVisible();
  await expect.poll(() => focused()?.getAttribute("aria-label")).toBe("Search assets");
});

/** A table body of `rows`: data rows (a name and its button) or a stand-in row's HTML. */
function tableBody(rows: string[]): HTMLTableSectionElement {
  document.body.insertAdjacentHTML("beforeend", `<table><tbody>${rows.join("")}</tbody></table>`);
  return document.body.lastElementChild!.querySelector("tbody")!;
}
const dataRow = (name: string) =>
  `<tr><th scope="row">${name}</th><td><button>Actions for ${name}</button></td></tr>`;

test("focus places: the empty state's button hands the focus to the first row that replaces it", () => {
  const body = tableBody([`<tr data-slot="data-table-empty"><td><button>Add asset</button></td></tr>`]);
  const add = body.querySelector("button")!;
  add.focus();
  const place = getFocusPlace(add);
  // the data came: the empty row is gone
  body.innerHTML = dataRow("Forklift 12") + dataRow("Scanner 4");
  expect(restoreFocusPlace(place)?.textContent).toBe("Actions for Forklift 12");
  body.closest("table")!.remove();
});

test("focus places: the kit's empty row, even in a one-column table, and a message row never take a row's place", () => {
  const search = document.createElement("input");
  document.body.append(search);
  for (const standIn of [
    `<tr data-slot="data-table-empty"><td colspan="1"><button>Clear filters</button></td></tr>`,
    `<tr><td colspan="2">No results. <button>Clear filters</button></td></tr>`,
    `<tr data-slot="data-table-error"><td colspan="2">Failed. <button>Try again</button></td></tr>`,
  ]) {
    const body = tableBody([dataRow("Forklift 12")]);
    const place = getFocusPlace(body.querySelector("button")!);
    body.innerHTML = standIn;
    expect(restoreFocusPlace(place, search), standIn).toBe(search);
    body.closest("table")!.remove();
  }
  search.remove();
});

test("focus places: a fallback hidden at the time (a search under a bar of bulk actions) hands on to the table", () => {
  const search = document.createElement("input");
  search.style.visibility = "hidden";
  document.body.append(search);
  const body = tableBody([dataRow("Forklift 12")]);
  const table = body.closest("table")!;
  // a table that takes the focus from script, as the DataTable's does
  table.tabIndex = -1;
  const place = getFocusPlace(body.querySelector("button")!);
  body.innerHTML = "";
  expect(restoreFocusPlace(place, search)).toBe(table);
  expect(document.activeElement).toBe(table);
  table.remove();
  search.remove();
});

/** A dialog with a field; `toastOnOpen` shows an error toast over it, as a failed save does. */
function Edit() {
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit asset</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Edit Forklift 12</DialogTitle>
          <DialogDescription>Changes apply at once.</DialogDescription>
          <label>
            Name <input name="name" defaultValue="Forklift 12" />
          </label>
          <Button
            onClick={() =>
              toast.error("Not saved", {
                action: <ToastAction altText="Try saving again">Retry</ToastAction>,
              })
            }
          >
            Save
          </Button>
        </DialogContent>
      </Dialog>
      <Toaster duration={60_000} />
    </>
  );
}

async function openWithToast() {
  await render(<Edit />);
  await userEvent.click(page.getByRole("button", { name: "Edit asset" }));
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  await expect.element(page.getByText("Not saved")).toBeVisible();
  // the user is back in the form
  (page.getByRole("textbox", { name: "Name" }).element() as HTMLElement).focus();
}

const titles = () => [...document.querySelectorAll("[data-slot=toast-title]")].map((el) => el.textContent);

test("Escape closes the layer the focus is in: the dialog, not the error toast that appeared over it", async () => {
  await openWithToast();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  expect(titles()).toEqual(["Not saved"]);
  // with no dialog left, Escape closes the toast as before
  await userEvent.keyboard("{Escape}");
  await expect.poll(titles).toEqual([]);
});

test("F8 reaches the toasts from inside an open dialog; Tab past them returns to the dialog; Escape there closes the toast", async () => {
  await openWithToast();
  const field = page.getByRole("textbox", { name: "Name" }).element();
  const region = page.getByRole("region", { name: /Notifications \(F8\)/ }).element();
  // the dialog hides the rest of the page from assistive tech, but not the toasts
  expect(region.closest("[aria-hidden=true]")).toBeNull();
  await userEvent.keyboard("{F8}");
  await expect.poll(() => region.contains(focused())).toBe(true);
  await userEvent.tab();
  await userEvent.tab();
  await expect.poll(() => focused()?.textContent).toBe("Retry");
  // on past the last control of the toasts: back where the user was in the dialog
  await userEvent.tab();
  await userEvent.tab();
  await expect.poll(focused).toBe(field);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  // in the toasts, Escape is the toast's: it closes, the dialog stays, focus comes back to the dialog
  await userEvent.keyboard("{F8}");
  await expect.poll(() => region.contains(focused())).toBe(true);
  await userEvent.tab();
  await userEvent.keyboard("{Escape}");
  await expect.poll(titles).toEqual([]);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await expect.poll(focused).toBe(field);
});

test("a toast shown before the dialog opened stays clickable over it; the click does not close the dialog", async () => {
  let undone = 0;
  await render(
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit asset</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Edit Forklift 12</DialogTitle>
          <DialogDescription>Changes apply at once.</DialogDescription>
        </DialogContent>
      </Dialog>
      <Toaster duration={60_000} />
    </>,
  );
  toast({
    title: "Scanner 4 deleted",
    action: (
      <ToastAction altText="Undo the deletion" onClick={() => undone++}>
        Undo
      </ToastAction>
    ),
  });
  await expect.element(page.getByText("Scanner 4 deleted")).toBeVisible();
  await userEvent.click(page.getByRole("button", { name: "Edit asset" }));
  await expect.element(page.getByRole("dialog")).toBeVisible();
  // a real pointer click (Playwright refuses an element that does not take pointer events)
  await userEvent.click(page.getByRole("button", { name: "Undo" }));
  expect(undone).toBe(1);
  await expect.element(page.getByRole("dialog")).toBeVisible();
});
