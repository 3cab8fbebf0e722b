// html-validate's rules for the site's prerendered pages (tests/html-conformance.test.ts; or by hand:
// `npx html-validate packages/site/build/client`). Every rule of the recommended and document presets
// applies, except the purely stylistic ones below, each with why it is off; a rule that is only narrowed
// keeps checking what the standard requires.
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // HTML attribute names are case-insensitive; React's server renderer writes charSet, autoComplete,
    // popoverTarget as they are spelled in JSX, and the browser folds them to lowercase
    "attr-case": "off",
    // `async=""` and `required=""` are as valid as `async`: React writes boolean attributes with a value
    "attribute-boolean-style": "off",
    // `<meta/>` and `<meta>` are both valid HTML; React writes the self-closing form
    "void-style": "off",
    // `<!doctype html>` and `<!DOCTYPE html>` are the same doctype
    "doctype-style": "off",
    // style attributes are allowed by the site's CSP (style-src-attr) and used on purpose (the contact
    // form's honeypot must stay hidden without any stylesheet); where styles live is a style choice
    "no-inline-style": "off",
    // typographic advice (non-breaking spaces and hyphens inside phone numbers), not conformance
    "tel-non-breaking": "off",
    // HTML allows any id without whitespace; the stricter default also wants a leading letter, which
    // React's useId ("_R_2b5_") never has
    "valid-id": ["error", { relaxed: true }],
    // subresource integrity protects what a third party serves; every asset here is same-origin and
    // content-hashed, so only a cross-origin resource needs it
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
