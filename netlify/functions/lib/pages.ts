// The HTML pages the function answers a contact form posted without JavaScript with, when the message is
// not sent (invalid, refused, too large, failed). Self-contained: one inline stylesheet allowed by its hash,
// the site's logo from /favicon.svg, no script. Colours and header geometry follow the kit (light tokens of
// packages/ui theme.css, the Navbar's container); the font is the system's (the site's Inter is a hashed
// build asset the function cannot name).
import { createHash } from "node:crypto";
import { CONTACT_PAGE_PATH, contactText, type ContactProblem } from "@orbitag/contact";
import { escapeHtml } from "./mail.ts";

const STYLE = `
:root{color-scheme:light;--fg:oklch(.21 .03 265);--muted:oklch(.47 .03 262);--primary:oklch(.5 .2 264);--border:oklch(.91 .01 262);--bad:oklch(.52 .2 27)}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;background:#fff;color:var(--fg);font:16px/1.6 "Inter Variable",Inter,ui-sans-serif,system-ui,sans-serif;-webkit-font-smoothing:antialiased}
header{border-bottom:1px solid var(--border)}
.bar{max-width:80rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.125rem;color:inherit;text-decoration:none}
.brand img{width:2rem;height:2rem}
main{flex:1;padding:4rem 1rem}
.card{max-width:36rem;margin:0 auto;border:1px solid var(--border);border-radius:.75rem;padding:2rem 1.5rem;box-shadow:0 1px 2px rgb(0 0 0/.05)}
h1{margin:0 0 .75rem;font-size:1.875rem;line-height:1.2;letter-spacing:-.025em;text-wrap:balance}
p{margin:0 0 1rem;color:var(--muted)}
ul{margin:0 0 1.25rem;padding-left:1.25rem}
li{margin:.25rem 0;color:var(--bad)}
li b{color:var(--fg);font-weight:600}
a.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.625rem;background:var(--primary);color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
@media (min-width:640px){.bar{padding:0 1.5rem}.card{padding:2.5rem}h1{font-size:2.25rem}}
@media (min-width:1024px){.bar{padding:0 2rem}}
`.trim();

/** The page's Content-Security-Policy: nothing runs, only this stylesheet and same-origin images. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

interface PageContent {
  title: string;
  intro: string;
  /** HTML, escaped by the caller */
  problems?: string[];
  /** the visitor came from our form, so Back returns to it with what they typed */
  cameFromForm?: boolean;
}

function renderPage({ title, intro, problems = [], cameFromForm = true }: PageContent): string {
  const text = contactText.pages;
  const list = problems.length ? `<ul>${problems.map((problem) => `<li>${problem}</li>`).join("")}</ul>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Orbitag</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="/"><img src="/favicon.svg" alt="">Orbitag</a></div></header>
<main>
<div class="card" role="alert">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${list}
${cameFromForm ? `<p>${escapeHtml(text.goBack)}</p>` : ""}
<a class="button" href="${CONTACT_PAGE_PATH}">${escapeHtml(cameFromForm ? text.backLink : text.openForm)}</a>
</div>
</main>
</body>
</html>
`;
}

const labels: Record<string, string> = contactText.fields;

/** Invalid input: each problem named by the field's label, in the spec's words. */
export function invalidPage(problems: ContactProblem[]): string {
  return renderPage({
    title: contactText.pages.invalidTitle,
    intro: contactText.pages.invalidIntro,
    problems: problems.map(({ field, message }) => {
      // own keys only: a posted field called "constructor" must not find Object's
      const label = field !== null && Object.hasOwn(labels, field) ? labels[field] : undefined;
      return label ? `<b>${escapeHtml(label)}:</b> ${escapeHtml(message)}` : escapeHtml(message);
    }),
  });
}

export function tooLargePage(): string {
  return renderPage({
    title: contactText.pages.invalidTitle,
    intro: contactText.pages.invalidIntro,
    problems: [escapeHtml(contactText.pages.tooLarge)],
  });
}

/** SMTP failed or mail is not configured: the spec's error notice, as a page. */
export function failedPage(): string {
  return renderPage({ title: contactText.error.title, intro: contactText.error.description });
}

/** A form post from another site (or without the headers that show where it came from). */
export function refusedPage(): string {
  return renderPage({
    title: contactText.pages.refusedTitle,
    intro: contactText.pages.refused,
    cameFromForm: false,
  });
}
