// CSV as spreadsheets read it (RFC 4180), for the DataTable's export. No "use client": an app's server
// route can build the same file.

/**
 * One field: quoted when it holds a comma, a quote or a line break (quotes doubled). A text that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`: a spreadsheet would otherwise run it as
 * a formula (CSV injection, OWASP). Numbers, booleans and dates are written as values (`-5` stays a number).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? "" : value.toISOString();
  else if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    text = String(value);
  else {
    text = typeof value === "string" ? value : JSON.stringify(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file: a header line, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
}
