/** The Orbitag mark (same drawing as app/assets/logo-mark.svg, the favicon source). Decorative next to the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <ellipse
        cx="32"
        cy="32"
        rx="22"
        ry="10"
        fill="none"
        stroke="#bfdbfe"
        strokeWidth="3.5"
        transform="rotate(-30 32 32)"
      />
      <circle cx="32" cy="32" r="8" fill="#ffffff" />
      <circle cx="49" cy="21" r="4.5" fill="#ffffff" />
    </svg>
  );
}
