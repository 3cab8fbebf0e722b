// component tests render with the shipped stylesheet, as a consumer would
import "../styles.css";
import { afterEach } from "vitest";

// React's warnings of markup the browser's HTML parser rebuilds (a <tr> straight in a <table>, a <div> in a
// <p>, a <button> in a <button>): harmless when a test renders in the browser, a hydration error in a
// server-rendered app. Each fails the test that rendered it, so a new one cannot hide in the log.
const INVALID_NESTING = /^In HTML, |^<%s> cannot contain a nested /;
const nesting: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [template, ...values] = args;
  if (typeof template === "string" && INVALID_NESTING.test(template))
    nesting.push(template.replace(/%s/g, () => String(values.shift() ?? "")));
  consoleError(...args);
};
afterEach(() => {
  if (nesting.length === 0) return;
  const found = nesting.splice(0);
  throw new Error(
    `React warned of invalid HTML nesting (a hydration error in a server-rendered page):\n\n${found.join("\n\n")}`,
  );
});
