import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { useState } from "react";
import { expect } from "storybook/test";
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
  paginationRange,
} from "./pagination.js";
import { phone, rightToLeft } from "../../test/story-layouts.js";

type Args = React.ComponentProps<typeof Pagination> & { page: number; pageCount: number; siblings: number };

/** The translatable texts, for a story in another language; each defaults to the component's English. */
interface Texts {
  nav?: string;
  previous?: string;
  previousName?: string;
  next?: string;
  nextName?: string;
  more?: string;
}

/** Links: every page has a URL (here a hash), as a server-rendered list would. */
function LinkPagination({ page, pageCount, siblings, texts = {} }: Args & { texts?: Texts }) {
  return (
    <Pagination aria-label={texts.nav}>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious
            href={`#page-${page - 1}`}
            disabled={page <= 1}
            label={texts.previous}
            aria-label={texts.previousName}
          />
        </PaginationItem>
        {paginationRange(page, pageCount, siblings).map((item, i) => (
          <PaginationItem key={item === "ellipsis" ? `gap-${i}` : item}>
            {item === "ellipsis" ? (
              <PaginationEllipsis label={texts.more} />
            ) : (
              <PaginationLink href={`#page-${item}`} isActive={item === page}>
                {item}
              </PaginationLink>
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          <PaginationNext
            href={`#page-${page + 1}`}
            disabled={page >= pageCount}
            label={texts.next}
            aria-label={texts.nextName}
          />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}

/** Buttons: a client-side table changes page in state. */
function ButtonPagination({ page: initial, pageCount, siblings }: Args) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious onClick={() => setPage(page - 1)} disabled={page <= 1} />
        </PaginationItem>
        {paginationRange(page, pageCount, siblings).map((item, i) => (
          <PaginationItem key={item === "ellipsis" ? `gap-${i}` : item}>
            {item === "ellipsis" ? (
              <PaginationEllipsis />
            ) : (
              <PaginationLink onClick={() => setPage(item)} isActive={item === page}>
                {item}
              </PaginationLink>
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          <PaginationNext onClick={() => setPage(page + 1)} disabled={page >= pageCount} />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: { page: 5, pageCount: 10, siblings: 1 },
  argTypes: {
    page: { control: { type: "number", min: 1 } },
    pageCount: { control: { type: "number", min: 0 } },
    siblings: { control: { type: "number", min: 0, max: 3 } },
  },
  render: (args: Args) => <LinkPagination {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    await expect(nav).toHaveAttribute("data-slot", "pagination");
    await expect(canvas.getByRole("link", { name: "5" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Go to previous page" })).toHaveAttribute(
      "href",
      "#page-4",
    );
    await expect(canvas.getAllByText("More pages")).toHaveLength(2);
  },
};

/** As buttons for a client-side table: pressing a page moves `aria-current`. */
export const Buttons: Story = {
  render: (args: Args) => <ButtonPagination {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Go to next page" }));
    await expect(canvas.getByRole("button", { name: "6" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "10" }));
    await expect(canvas.getByRole("button", { name: "Go to next page" })).toBeDisabled();
  },
};

/** On the first page, Previous is a disabled link: no `href`, `aria-disabled`, not a tab stop. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole("link", { name: "Go to previous page" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(previous).not.toHaveAttribute("href");
    await expect(previous).toHaveAttribute("data-disabled", "true");
  },
};

/** On the last page, Next is disabled (here as a button). */
export const LastPage: Story = {
  args: { page: 10 },
  render: (args: Args) => <ButtonPagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Go to next page" })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const HoverFocus: Story = {
  // page 4 hovered, page 6 focused (the items after Previous, 1 and the gap)
  parameters: { pseudo: { hover: ["li:nth-child(4) a"], focusVisible: ["li:nth-child(6) a"] } },
};

/** Translated labels: longer words still fit; the names follow `aria-label` and contain the visible text. */
export const LongText: Story = {
  render: () => (
    <Pagination aria-label="Seitennavigation">
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious href="#page-1" label="Vorherige Seite" aria-label="Vorherige Seite anzeigen" />
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="#page-1">1</PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="#page-2" isActive>
            2
          </PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationEllipsis label="Weitere Seiten" />
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="#page-1248">1248</PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationNext href="#page-3" label="Nächste Seite" aria-label="Nächste Seite anzeigen" />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Seitennavigation" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Nächste Seite anzeigen" })).toBeVisible();
  },
};

const arabic: Texts = {
  nav: "التنقل بين صفحات الأصول",
  previous: "السابق",
  previousName: "الانتقال إلى الصفحة السابقة",
  next: "التالي",
  nextName: "الانتقال إلى الصفحة التالية",
  more: "صفحات أخرى",
};

/** Right-to-left (Arabic): Previous is on the right and its chevron points right; page 1 is on the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  render: (args: Args) => <LinkPagination {...args} texts={arabic} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: arabic.nav })).toBeVisible();
    const previous = canvas.getByRole("link", { name: arabic.previousName }).getBoundingClientRect();
    const next = canvas.getByRole("link", { name: arabic.nextName }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.right);
    // the numbers keep their digits' order ("10", not "01") and run from the right
    const first = canvas.getByRole("link", { name: "1" }).getBoundingClientRect();
    const last = canvas.getByRole("link", { name: "10" });
    await expect(last).toHaveTextContent("10");
    await expect(first.left).toBeGreaterThan(last.getBoundingClientRect().right);
  },
};

/** A 390 px phone: Previous/Next shrink to their chevrons (the names stay), and no siblings (`siblings` 0) fit one line. */
export const Mobile: Story = {
  args: { siblings: 0 },
  ...phone,
};
