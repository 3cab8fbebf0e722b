// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";

export const avatarVariants = cva(
  "relative inline-flex shrink-0 overflow-hidden rounded-full bg-secondary align-middle select-none",
  {
    variants: {
      size: {
        sm: "size-8 text-xs",
        md: "size-10 text-sm",
        lg: "size-12 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/**
 * Up to two initials of a name: the first letters of its first and last words ("Ada Lovelace" gives "AL",
 * "Grace" gives "G"), upper-cased, whole characters even outside the Basic Multilingual Plane.
 */
export function initials(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  const last = rest.at(-1);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? "") : "");
  return (letter(first) + letter(last)).toLocaleUpperCase();
}
