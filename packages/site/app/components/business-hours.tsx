import type { ContactInfoLine } from "@orbitag/ui";

/**
 * The spec's business hours ("Saturday 10:00 AM - 4:00 PM PST", "Sunday closed") as labelled lines: the
 * days, then their hours, split at the first word that starts with a digit or is "closed". The wording is
 * the spec's, untouched: label + " " + value is the original line (a line that does not split is all value).
 */
export function hoursLines(hours: readonly string[]): { label: string; value: string }[] {
  return hours.map((line) => {
    const match = /^(.+?) ((?:\d|closed\b).*)$/i.exec(line);
    return match ? { label: match[1]!, value: match[2]! } : { label: "", value: line };
  });
}

/**
 * The same lines for ContactInfoCard: on a narrow card a range breaks only after its dash ("9:00 AM -" /
 * "6:00 PM PST"), never inside a time; the text stays exactly the spec's.
 */
export function hoursItemLines(hours: readonly string[]): ContactInfoLine[] {
  return hoursLines(hours).map(({ label, value }) => {
    const range = /^(.+? -) (.+)$/.exec(value);
    return {
      label,
      value: range ? (
        <>
          <span className="whitespace-nowrap">{range[1]}</span>{" "}
          <span className="whitespace-nowrap">{range[2]}</span>
        </>
      ) : (
        value
      ),
    };
  });
}
