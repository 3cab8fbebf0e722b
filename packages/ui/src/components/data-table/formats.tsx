// Cell formats by name (`meta.format`): how a column a Server Component declares gets its cells drawn on the
// client, where functions cannot be sent. No "use client": plain rendering with Intl and the kit's Badge.
import type { CellContext, RowData } from "@tanstack/table-core";
import type * as React from "react";
import { Badge } from "../badge/badge.js";
import type { DataTableBadgeVariant, DataTableFeatures, DataTableFormat } from "./columns.js";

type Cell = (context: CellContext<DataTableFeatures, RowData, unknown>) => React.ReactNode;

function toDate(value: unknown): Date | undefined {
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" || typeof value === "number"
        ? new Date(value)
        : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const FORMATS = ["text", "number", "percent", "currency", "date", "datetime", "badge"];

/**
 * The format as an object, or a clear error for one the types would have refused (a column declared in plain
 * JavaScript or JSON): an unknown name, or a currency without its code, which no default can guess.
 */
function specOf(format: DataTableFormat) {
  const spec = typeof format === "string" ? { type: format } : format;
  const type = (spec as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !FORMATS.includes(type))
    throw new TypeError(
      `DataTable: unknown cell format ${JSON.stringify(type ?? format)}; use one of ${FORMATS.join(", ")}.`,
    );
  if (type === "currency" && typeof (spec as { currency?: unknown }).currency !== "string")
    throw new TypeError(
      'DataTable: the "currency" format needs its currency code, e.g. { type: "currency", currency: "EUR" }.',
    );
  return spec;
}

/** A value as a format shows it, as text (badges aside); empty for null and undefined. */
export function formatValue(format: DataTableFormat, value: unknown, locale: string): string {
  const spec = specOf(format);
  if (value === null || value === undefined || value === "") return "";
  switch (spec.type) {
    case "number":
    case "percent":
    case "currency": {
      const number = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(number)) return String(value);
      const options: Intl.NumberFormatOptions =
        spec.type === "currency"
          ? { style: "currency", currency: (spec as { currency: string }).currency }
          : spec.type === "percent"
            ? { style: "percent", maximumFractionDigits: 1 }
            : {};
      return new Intl.NumberFormat(locale, { ...options, ...("options" in spec ? spec.options : {}) }).format(
        number,
      );
    }
    case "date":
    case "datetime": {
      const date = toDate(value);
      if (!date) return String(value);
      const timeZone = ("timeZone" in spec ? spec.timeZone : undefined) ?? "UTC";
      const options: Intl.DateTimeFormatOptions =
        spec.type === "date" ? { dateStyle: "medium" } : { dateStyle: "medium", timeStyle: "short" };
      return new Intl.DateTimeFormat(locale, {
        ...options,
        timeZone,
        ...("options" in spec ? spec.options : {}),
      }).format(date);
    }
    default:
      return String(value);
  }
}

/** The cell renderer of a format: text, or a Badge whose variant follows the value. */
export function formatCell(format: DataTableFormat, locale: string): Cell {
  // checked once per column, when the table is set up, not at the first non-empty cell
  const spec = specOf(format);
  if (spec.type === "badge") {
    const variants: Record<string, DataTableBadgeVariant> = "variants" in spec ? (spec.variants ?? {}) : {};
    return ({ getValue }) => {
      const value = getValue();
      if (value === null || value === undefined || value === "") return null;
      const text = String(value);
      return <Badge variant={variants[text] ?? "secondary"}>{text}</Badge>;
    };
  }
  return ({ getValue }) => formatValue(format, getValue(), locale);
}
