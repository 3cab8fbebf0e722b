import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from "./accordion.js";

function Faq(props: AccordionProps & { disabledItem?: string }) {
  const { disabledItem, ...rest } = props;
  return (
    <div>
      <Accordion {...rest}>
        {["Tags", "Scanners", "Audits"].map((name) => (
          <AccordionItem key={name} value={name.toLowerCase()} disabled={disabledItem === name.toLowerCase()}>
            <AccordionTrigger>{name}</AccordionTrigger>
            <AccordionContent>
              About {name.toLowerCase()} <a href={`#${name}`}>More on {name.toLowerCase()}</a>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <button type="button">After</button>
    </div>
  );
}

const header = (name: string) => page.getByRole("button", { name, exact: true });

test("headers are buttons in headings, each controlling a region it names; data-* follow", async () => {
  await render(<Faq type="single" defaultValue="tags" />);
  const tags = header("Tags");
  await expect.element(page.getByRole("heading", { level: 3, name: "Tags" })).toBeInTheDocument();
  await expect.element(tags).toHaveAttribute("aria-expanded", "true");
  await expect.element(tags).toHaveAttribute("data-slot", "accordion-trigger");
  const region = page.getByRole("region", { name: "Tags" });
  await expect.element(region).toHaveAttribute("data-slot", "accordion-content");
  expect(tags.element().getAttribute("aria-controls")).toBe(region.element().id);
  const item = tags.element().closest("[data-slot=accordion-item]")!;
  expect(item.getAttribute("data-state")).toBe("open");
  expect(tags.element().closest("[data-slot=accordion-header]")!.tagName).toBe("H3");
  await expect.element(header("Scanners")).toHaveAttribute("aria-expanded", "false");
});

test("Enter and Space toggle; Down/Up move between headers and wrap; Home/End; Tab enters the open panel", async () => {
  const onValueChange = vi.fn();
  await render(<Faq type="single" collapsible onValueChange={onValueChange} />);
  await userEvent.keyboard("{Tab}");
  await expect.element(header("Tags")).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect.element(header("Tags")).toHaveAttribute("aria-expanded", "true");
  // Tab goes into the open panel's content before the next header
  await userEvent.keyboard("{Tab}");
  await expect.element(page.getByRole("link", { name: "More on tags" })).toHaveFocus();
  await userEvent.keyboard("{Tab}");
  await expect.element(header("Scanners")).toHaveFocus();
  await userEvent.keyboard(" ");
  await expect.element(header("Scanners")).toHaveAttribute("aria-expanded", "true");
  // single: opening one closes the other
  await expect.element(header("Tags")).toHaveAttribute("aria-expanded", "false");
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(header("Audits")).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(header("Tags")).toHaveFocus();
  await userEvent.keyboard("{ArrowUp}");
  await expect.element(header("Audits")).toHaveFocus();
  await userEvent.keyboard("{Home}");
  await expect.element(header("Tags")).toHaveFocus();
  await userEvent.keyboard("{End}");
  await expect.element(header("Audits")).toHaveFocus();
  // collapsible: the open one closes again, leaving none open
  (header("Scanners").element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(header("Scanners")).toHaveAttribute("aria-expanded", "false");
  expect(onValueChange.mock.calls).toEqual([["tags"], ["scanners"], [""]]);
  // a closed section's content leaves the DOM; its region element stays, hidden and empty
  await expect.poll(() => page.getByRole("region").elements().length).toBe(0);
  expect(document.querySelector("[data-slot=accordion-content][hidden]")?.textContent).toBe("");
});

test("single without collapsible keeps the open section open (its header aria-disabled, as the APG says)", async () => {
  await render(<Faq type="single" defaultValue="tags" />);
  await expect.element(header("Tags")).toHaveAttribute("aria-disabled", "true");
  (header("Tags").element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(header("Tags")).toHaveAttribute("aria-expanded", "true");
  // still a tab stop and reachable by the arrow keys
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(header("Scanners")).toHaveFocus();
  await userEvent.keyboard("{ArrowUp}");
  await expect.element(header("Tags")).toHaveFocus();
});

test("multiple: sections open independently", async () => {
  const onValueChange = vi.fn();
  await render(<Faq type="multiple" onValueChange={onValueChange} />);
  await userEvent.click(header("Tags"));
  await userEvent.click(header("Audits"));
  await expect.element(header("Tags")).toHaveAttribute("aria-expanded", "true");
  await expect.element(header("Audits")).toHaveAttribute("aria-expanded", "true");
  await userEvent.click(header("Tags"));
  expect(onValueChange.mock.calls).toEqual([[["tags"]], [["tags", "audits"]], [["audits"]]]);
});

test("a `collapsible` shared with type=multiple (a story's args, a props spread) stays off the DOM", async () => {
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    // what TypeScript refuses, as a JavaScript app or an args object passes it
    await render(<Faq {...({ type: "multiple", collapsible: true } as unknown as AccordionProps)} />);
    await userEvent.click(header("Tags"));
    await expect.element(header("Tags")).toHaveAttribute("aria-expanded", "true");
    expect(document.querySelector("[data-slot=accordion]")?.hasAttribute("collapsible")).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  } finally {
    consoleError.mockRestore();
  }
});

test("a disabled section is skipped by the arrow keys and does not open", async () => {
  await render(<Faq type="single" disabledItem="scanners" />);
  await expect.element(header("Scanners")).toBeDisabled();
  (header("Tags").element() as HTMLElement).focus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(header("Audits")).toHaveFocus();
  await userEvent.click(header("Scanners"), { force: true });
  await expect.element(header("Scanners")).toHaveAttribute("aria-expanded", "false");
});

test("headingLevel sets the heading; RTL puts the chevron on the left", async () => {
  const screen = await render(
    <div dir="rtl" style={{ width: 400 }}>
      <Accordion type="single" dir="rtl">
        <AccordionItem value="a">
          <AccordionTrigger headingLevel={2}>العلامات</AccordionTrigger>
          <AccordionContent>نص</AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>,
  );
  await expect.element(screen.getByRole("heading", { level: 2, name: "العلامات" })).toBeInTheDocument();
  const trigger = screen.getByRole("button").element();
  const chevron = trigger.querySelector("svg")!;
  // at the start of the trigger's content box (inside its padding)
  const start = trigger.getBoundingClientRect().right - parseFloat(getComputedStyle(trigger).paddingRight);
  const end = trigger.getBoundingClientRect().left + parseFloat(getComputedStyle(trigger).paddingLeft);
  expect(Math.abs(chevron.getBoundingClientRect().left - end)).toBeLessThan(1);
  expect(chevron.getBoundingClientRect().right).toBeLessThan(start);
});

test("the focus ring keeps clear of the label and the chevron, and the content lines up with the label", async () => {
  const screen = await render(
    <div style={{ width: 400 }}>
      <Accordion type="single" defaultValue="a">
        <AccordionItem value="a">
          <AccordionTrigger>Tags</AccordionTrigger>
          <AccordionContent>Any ISO 15693 tag.</AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>,
  );
  const trigger = screen.getByRole("button").element();
  const label = document.createRange();
  label.selectNodeContents(trigger.firstChild!);
  const ring = trigger.getBoundingClientRect();
  // the 2 px ring is drawn around the trigger's box: 6 px or more of room between it and the text
  expect(label.getBoundingClientRect().left - ring.left).toBeGreaterThanOrEqual(6);
  expect(ring.right - trigger.querySelector("svg")!.getBoundingClientRect().right).toBeGreaterThanOrEqual(6);
  const content = screen.getByText("Any ISO 15693 tag.").element();
  const text = document.createRange();
  text.selectNodeContents(content.firstChild!);
  expect(Math.abs(text.getBoundingClientRect().left - label.getBoundingClientRect().left)).toBeLessThan(1);
});
