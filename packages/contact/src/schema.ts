// The one contact-message schema: the site's form validates with it before calling the function, and
// the function validates every request with it again, whether JSON or a form posted without JavaScript.
// zod/mini: the same validation core as zod with functions instead of methods, so the browser bundles
// only what the schema uses (about 6 kB gzip instead of about 24)
import * as z from "zod/mini";
import { contactText, HONEYPOT_FIELD } from "./text.ts";

// zod probes `new Function` for its JIT; the site's CSP forbids eval, so the probe is a CSP violation
z.config({ jitless: true });

const { minLength, maxLength, validation: m } = contactText;

/** Line breaks of every kind (CR, LF, VT, FF, NEL, LS, PS): none belongs in a one-line field or a mail header. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
/**
 * Scripts that spell with ZWNJ / ZWJ between letters (Persian and Urdu word parts, Indic half forms).
 * RFC 5892's CONTEXTJ idea, simplified: a joiner is kept only where it joins two letters or marks of
 * one such script; anywhere else ("Orbi\u200ctag", at an edge, doubled) it only hides something.
 */
const JOINING_SCRIPTS = (
  "Arabic Syriac Thaana Nko Mongolian Khmer Myanmar " +
  "Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala"
).split(" ");
// the `v` flag for `&&` (a letter or mark AND of that script); every browser with the popover API has it
const letterOf = (script: string) => String.raw`[[\p{L}\p{M}]&&\p{scx=${script}}]`;
const JOINER_IN_WORD = JOINING_SCRIPTS.map(
  (script) => String.raw`(?<=${letterOf(script)})[\u200c\u200d](?=${letterOf(script)})`,
).join("|");
/** ZWJ joining emoji (👩‍💻, 👩🏽‍💻, 🏳️‍🌈): after a pictograph, skin tone or VS16, before a pictograph. */
const ZWJ_IN_EMOJI = String.raw`(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d(?=\p{Extended_Pictographic})`;

/**
 * Characters that show nothing or rearrange what is shown (Trojan-Source-style subjects in the inbox):
 * every other control character (C0 such as NUL and TAB, DEL, C1), every format character (\p{Cf}: bidi
 * overrides and isolates, zero-width space, word joiner, soft hyphen, BOM, tags, ...) except a joiner
 * that joins (above); the Hangul fillers (blank letters); and lone surrogates.
 */
const INVISIBLE = new RegExp(
  String.raw`(?![\n\v\f\r\u0085])\p{Cc}|(?!${JOINER_IN_WORD}|${ZWJ_IN_EMOJI})\p{Cf}|[\u115f\u1160\u3164\uffa0]|\p{Cs}`,
  "v",
);

/**
 * An RFC 2047 encoded-word, `=?charset?B|Q?text?=`: a mail client decodes it in a Subject or a display
 * name (even one in quotes), so "Invoice =?utf-8?b?4oCu...?=" would show a bidi override that the rule
 * above refuses when typed. Read as leniently as clients decode: any charset (with an RFC 2231
 * language), spaces anywhere, either case, and a `?` inside the text (Mutt, "since many MUAs will not
 * encode spaces and question marks", and Python's email.header.decode_header end the text at the first
 * `?=`: "=?utf-8?q?=E2=80=AE?x?=" shows U+202E there).
 */
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^]*?\?=/i;

// API clients can send any JSON; the form only ever sends strings
const text = () => z.string({ error: "Expected a string" });

/** A one-line field (a mail header): trimmed, within its length, no line break, nothing invisible or encoded. */
const oneLine = (min: number, max: number, messages: [string, string, string, string, string]) =>
  text().check(
    z.trim(),
    z.minLength(min, messages[0]),
    z.maxLength(max, messages[1]),
    z.refine((v) => !LINE_BREAK.test(v), messages[2]),
    z.refine((v) => !INVISIBLE.test(v), messages[3]),
    z.refine((v) => !ENCODED_WORD.test(v), messages[4]),
  );

export const contactSchema = z.strictObject(
  {
    name: oneLine(minLength.name, maxLength.name, [
      m.name,
      m.nameTooLong,
      m.nameSingleLine,
      m.nameInvisible,
      m.nameEncoded,
    ]),
    // z.email() accepts exactly one plain address: no display name, comma, CR/LF or second address
    email: z.pipe(
      text().check(z.trim(), z.maxLength(maxLength.email, m.emailTooLong)),
      z.email({ error: m.email }),
    ),
    subject: oneLine(minLength.subject, maxLength.subject, [
      m.subject,
      m.subjectTooLong,
      m.subjectSingleLine,
      m.subjectInvisible,
      m.subjectEncoded,
    ]),
    message: text().check(
      z.trim(),
      z.minLength(minLength.message, m.message),
      z.maxLength(maxLength.message, m.messageTooLong),
    ),
    [HONEYPOT_FIELD]: z.optional(
      z.string({ error: "Expected a string" }).check(z.maxLength(1000, "Too long")),
    ),
  },
  // zod/mini carries no locale: the whole body's one problem says what it is itself
  { error: (issue) => (issue.code === "invalid_type" ? "Expected a JSON object" : undefined) },
);

/** What the form holds while the visitor types. */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A validated, trimmed message. */
export type ContactMessage = z.output<typeof contactSchema>;

export interface ContactProblem {
  /** the field at fault (`null` for the body as a whole) */
  field: string | null;
  /** the message for a person, e.g. the spec's "Name must be at least 2 characters" */
  message: string;
  /** the same as one line for an API client: "Invalid name: …" or "Unknown field: bcc" */
  error: string;
}

function toProblem(issue: z.core.$ZodIssue): ContactProblem {
  if (issue.code === "unrecognized_keys") {
    const error = `Unknown field: ${issue.keys.join(", ")}`;
    return { field: issue.keys[0] ?? null, message: error, error };
  }
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : null;
  return {
    field,
    message: issue.message,
    error: field ? `Invalid ${field}: ${issue.message}` : issue.message,
  };
}

/** The first problem with a body, naming its field, for the API's 400 `{ error, field }`. */
export function describeIssue(error: z.core.$ZodError): { field: string | null; error: string } {
  const issue = error.issues[0];
  if (!issue) return { field: null, error: "Invalid request body" };
  const { field, error: text } = toProblem(issue);
  return { field, error: text };
}

/** Every field's first problem, in the order the issues were found (the form's order). */
export function describeIssues(error: z.core.$ZodError): ContactProblem[] {
  const seen = new Set<string | null>();
  const problems: ContactProblem[] = [];
  for (const issue of error.issues) {
    const problem = toProblem(issue);
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    problems.push(problem);
  }
  return problems;
}
