// Inline-SVG hero image: a tracking dashboard with a live floor plan, a movement trail, headline figures
// and a scan feed. Inline so it costs no request and renders with the prerendered HTML.
import { site } from "../config/site";

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      // the window's frame at the image's edges (1 unit left for its stroke's outer half), so it lines up with the
      // column beside and under it
      viewBox="7 7 546 406"
      role="img"
      aria-labelledby="hero-illustration-title"
      className={className}
      fontFamily="inherit"
    >
      <title id="hero-illustration-title">{site.pages.home.hero.illustration}</title>
      {/* window */}
      <rect
        data-part="window"
        x="8"
        y="8"
        width="544"
        height="404"
        rx="18"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <path d="M8 26a18 18 0 0 1 18-18h508a18 18 0 0 1 18 18v22H8z" className="fill-muted" />
      <circle cx="32" cy="28" r="5" className="fill-border" />
      <circle cx="48" cy="28" r="5" className="fill-border" />
      <circle cx="64" cy="28" r="5" className="fill-border" />
      <rect x="190" y="20" width="180" height="16" rx="8" className="fill-background" />

      {/* floor plan */}
      <rect
        x="28"
        y="66"
        width="318"
        height="214"
        rx="12"
        className="fill-primary/5 stroke-primary/20"
        strokeWidth="1.5"
      />
      <g className="stroke-primary/25" strokeWidth="2" fill="none">
        <path d="M140 66v90M140 196v84M240 66v60M240 166v114M28 170h70M130 170h110M280 170h66" />
      </g>
      <g data-part="room-labels" className="fill-muted-foreground" fontSize="10" fontWeight="600">
        <text x="42" y="88">
          Ward A
        </text>
        <text x="154" y="88">
          Theatre
        </text>
        <text x="254" y="88">
          Storage
        </text>
        <text x="42" y="192">
          Loading bay
        </text>
        <text x="254" y="192">
          Lab
        </text>
      </g>
      {/* movement trail of one asset */}
      <path
        d="M70 240 C110 230 120 150 180 140 S260 210 300 120"
        fill="none"
        className="stroke-primary"
        strokeWidth="2.5"
        strokeDasharray="6 6"
        strokeLinecap="round"
      />
      <circle cx="70" cy="240" r="5" className="fill-primary/40" />
      <circle cx="180" cy="140" r="5" className="fill-primary/60" />
      <circle cx="300" cy="120" r="16" className="fill-primary/15" />
      <circle cx="300" cy="120" r="8" className="fill-primary stroke-card" strokeWidth="3" />
      {/* other tagged assets */}
      <g className="fill-primary/80">
        <circle cx="92" cy="120" r="6" />
        <circle cx="110" cy="140" r="6" />
        <circle cx="200" cy="235" r="6" />
        <circle cx="290" cy="240" r="6" />
        <circle cx="318" cy="225" r="6" />
      </g>
      {/* the tracked asset's tooltip, left of its dot and pointing at it: clear of every room label and of
          the trail (hero-illustration.browser.test.tsx checks) */}
      <g data-part="tooltip">
        <rect x="166" y="107" width="114" height="26" rx="6" className="fill-foreground" />
        <path d="M279 114l7 6-7 6z" className="fill-foreground" />
        <text x="175" y="124" fontSize="11" fontWeight="600" className="fill-background">
          Infusion pump #12
        </text>
      </g>

      {/* headline figures */}
      <g>
        <rect
          x="364"
          y="66"
          width="168"
          height="64"
          rx="12"
          className="fill-background stroke-border"
          strokeWidth="1.5"
        />
        <text x="380" y="92" fontSize="11" className="fill-muted-foreground">
          Assets tracked
        </text>
        <text x="380" y="118" fontSize="22" fontWeight="700" className="fill-foreground">
          12,480
        </text>
        <rect
          x="364"
          y="142"
          width="168"
          height="64"
          rx="12"
          className="fill-background stroke-border"
          strokeWidth="1.5"
        />
        <text x="380" y="168" fontSize="11" className="fill-muted-foreground">
          Scan accuracy
        </text>
        <text x="380" y="194" fontSize="22" fontWeight="700" className="fill-primary">
          99.9%
        </text>
        <rect
          x="364"
          y="218"
          width="168"
          height="62"
          rx="12"
          className="fill-background stroke-border"
          strokeWidth="1.5"
        />
        <text x="380" y="242" fontSize="11" className="fill-muted-foreground">
          Utilisation this week
        </text>
        <g className="fill-primary/70">
          <rect x="380" y="262" width="14" height="8" rx="2" />
          <rect x="400" y="254" width="14" height="16" rx="2" />
          <rect x="420" y="258" width="14" height="12" rx="2" />
          <rect x="440" y="250" width="14" height="20" rx="2" />
          <rect x="460" y="256" width="14" height="14" rx="2" />
          <rect x="480" y="248" width="14" height="22" rx="2" className="fill-primary" />
          <rect x="500" y="252" width="14" height="18" rx="2" />
        </g>
      </g>

      {/* scan feed */}
      <g fontSize="11">
        <text x="28" y="310" fontWeight="700" className="fill-foreground">
          Recent scans
        </text>
        {[
          { y: 322, name: "Wheelchair W-204", place: "Ward A → Lab", status: "Moved" },
          { y: 356, name: "Generator G-7", place: "Loading bay", status: "Checked in" },
        ].map((row) => (
          <g key={row.name}>
            <rect x="28" y={row.y} width="504" height="28" rx="8" className="fill-muted" />
            <circle cx="46" cy={row.y + 14} r="6" className="fill-primary" />
            <text x="62" y={row.y + 18} fontWeight="600" className="fill-foreground">
              {row.name}
            </text>
            <text x="240" y={row.y + 18} className="fill-muted-foreground">
              {row.place}
            </text>
            <rect x="440" y={row.y + 6} width="80" height="16" rx="8" className="fill-primary/15" />
            <text
              x="480"
              y={row.y + 18}
              textAnchor="middle"
              fontSize="10"
              fontWeight="600"
              className="fill-primary"
            >
              {row.status}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
