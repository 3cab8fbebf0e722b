// Generates the favicon set, web-app icons and the Open Graph image from the SVG logo mark,
// so every raster icon stays in step with the one vector source (app/assets/logo-mark.svg).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const siteDir = path.resolve(import.meta.dirname, "..");
const out = path.join(siteDir, "public");
const mark = await readFile(path.join(siteDir, "app/assets/logo-mark.svg"), "utf8");
const inner = mark.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

/** The mark centred on a square background, scaled to `scale` of the canvas (maskable/apple icons need padding). */
function padded(background: string, scale: number): string {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#dbeafe"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(96 96) scale(2)">${inner}</g>
  <text x="96" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#0f172a">Orbitag</text>
  <text x="96" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#334155">RFID &amp; NFC asset tracking and management</text>
  <text x="96" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#2563eb">99.9% accuracy · 50% reduced loss · 24/7 monitoring</text>
  <g transform="translate(880 10)" fill="none" stroke="#2563eb" stroke-width="6" opacity="0.85">
    <ellipse cx="120" cy="160" rx="150" ry="70" transform="rotate(-30 120 160)"/>
    <circle cx="120" cy="160" r="40" fill="#2563eb"/><circle cx="235" cy="80" r="16" fill="#2563eb"/>
  </g>
</svg>`;

const rasters: { file: string; svg: string; size: number | [number, number] }[] = [
  { file: "favicon-16x16.png", svg: mark, size: 16 },
  { file: "favicon-32x32.png", svg: mark, size: 32 },
  { file: "apple-touch-icon.png", svg: padded("#2563eb", 0.8), size: 180 },
  { file: "icon-192.png", svg: mark, size: 192 },
  { file: "icon-512.png", svg: mark, size: 512 },
  { file: "icon-maskable-512.png", svg: padded("#2563eb", 0.72), size: 512 },
  { file: "og-image.png", svg: ogImage, size: [1200, 630] },
];

await mkdir(out, { recursive: true });
await writeFile(path.join(out, "favicon.svg"), mark);
for (const { file, svg, size } of rasters) {
  const [width, height] = typeof size === "number" ? [size, size] : size;
  await sharp(Buffer.from(svg), { density: Math.max(72, (72 * width) / 64) })
    .resize(width, height)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}
console.log(`icons: wrote favicon.svg and ${rasters.length} PNGs to ${path.relative(process.cwd(), out)}`);
