// FormField is server-safe, so a server component may render it around a client control. There the
// control's type is React's client reference, a proxy whose `get` throws for any property React does not
// list ("Cannot access RadioGroup.x on the server. You cannot dot into a client module from a server
// component."). FormField must render without reading such a property and still name the control.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { RadioGroup } from "../radio-group/radio-group.js";
import { FormField } from "./form-field.js";

const functionProperties = new Set(["length", "name", "prototype"]);

/**
 * RadioGroup as a server component sees it: reading a property the kit put on the component throws, like
 * React's proxy (the function's own standard properties stay readable so react-dom/server can render it).
 */
const ServerRadioGroup = new Proxy(RadioGroup, {
  get(target, property, receiver) {
    if (typeof property === "string" && Object.hasOwn(target, property) && !functionProperties.has(property))
      throw new Error(`Cannot access RadioGroup.${property} on the server`);
    return Reflect.get(target, property, receiver) as unknown;
  },
});

test("renders around a client reference without dotting into it, and the control is still named by the label", () => {
  const html = renderToStaticMarkup(
    <FormField label="Location updates" controlId="interval" error="Choose one">
      <ServerRadioGroup />
    </FormField>,
  );
  // the element that got the control's id, and the caption that names it
  const control = /<[a-z]+ [^>]*\bid="interval"[^>]*>/.exec(html)?.[0] ?? "";
  expect(control).toContain('role="radiogroup"');
  expect(control).toContain('aria-labelledby="interval-label"');
  expect(control).toContain('aria-describedby="interval-error"');
  expect(html).toMatch(/<[a-z]+ [^>]*\bid="interval-label"[^>]*>Location updates</);
});
