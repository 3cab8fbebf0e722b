// A server-rendered page (Next.js, React Router) sends the Select's trigger as HTML before any JavaScript
// runs: it must already show the selected item's text, or the placeholder, not an empty box until hydration.
import * as React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "./select.js";

const sites = [
  { value: "hq", label: "Headquarters" },
  { value: "north", label: "North warehouse" },
];

function SiteSelect(props: React.ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Site">
        <SelectValue placeholder="Choose a site" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Sites</SelectLabel>
          {sites.map((site) => (
            <SelectItem key={site.value} value={site.value}>
              {site.label}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectItem value="yard">
          <span>Yard</span> (outdoor)
        </SelectItem>
      </SelectContent>
    </Select>
  );
}

/** The trigger's element and the text inside its `select-value` span, from server HTML. */
function trigger(html: string) {
  const element = /<button[^>]*data-slot="select-trigger"[^>]*>([\s\S]*?)<\/button>/.exec(html);
  expect(element, html).not.toBeNull();
  const value = /<span[^>]*data-slot="select-value"[^>]*>([\s\S]*?)<\/span><svg/.exec(element![1]!);
  expect(value, element![0]).not.toBeNull();
  return {
    tag: element![0].slice(0, element![0].indexOf(">") + 1),
    value: value![1]!.replace(/<!-- -->/g, ""),
  };
}

describe("server HTML of a Select's trigger", () => {
  test("shows the selected item's text for defaultValue", () => {
    const { tag, value } = trigger(renderToString(<SiteSelect defaultValue="north" />));
    expect(value).toBe("North warehouse");
    expect(tag).not.toMatch(/\sdata-placeholder=/);
  });

  test("shows the selected item's text for a controlled value, items in groups and arrays", () => {
    expect(trigger(renderToString(<SiteSelect value="hq" />)).value).toBe("Headquarters");
  });

  test("shows an item's content that is more than text", () => {
    expect(trigger(renderToString(<SiteSelect value="yard" />)).value).toBe("<span>Yard</span> (outdoor)");
  });

  test("shows the placeholder when there is no value, or the empty value", () => {
    for (const html of [renderToString(<SiteSelect />), renderToString(<SiteSelect value="" />)]) {
      const { tag, value } = trigger(html);
      expect(value).toBe("Choose a site");
      expect(tag).toMatch(/\sdata-placeholder=""/);
    }
  });

  test("SelectValue's children win (items rendered by a component of the app's own)", () => {
    const html = renderToString(
      <Select defaultValue="north">
        <SelectTrigger aria-label="Site">
          <SelectValue placeholder="Choose a site">North (2 km)</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="north">North warehouse</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(trigger(html).value).toBe("North (2 km)");
  });

  test("finds items a Server Component wrote: their types are client references, lazy types to the RSC client", () => {
    // what React's RSC client hands a client component for `<SelectItem>` written on the server
    const reference = <T,>(component: T) =>
      ({
        $$typeof: Symbol.for("react.lazy"),
        _payload: component,
        _init: (payload: T) => payload,
      }) as unknown as T;
    const Content = reference(SelectContent);
    const Item = reference(SelectItem);
    const html = renderToString(
      <Select defaultValue="north">
        <SelectTrigger aria-label="Site">
          <SelectValue placeholder="Choose a site" />
        </SelectTrigger>
        <Content>
          <Item value="hq">Headquarters</Item>
          <Item value="north">North warehouse</Item>
        </Content>
      </Select>,
    );
    expect(trigger(html).value).toBe("North warehouse");
  });
});
