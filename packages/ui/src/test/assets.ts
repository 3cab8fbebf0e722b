// Generated asset rows for stories and tests of data components: deterministic (a seeded generator), so
// snapshots and sort expectations never drift.

export type AssetStatus = "In use" | "Available" | "Maintenance" | "Missing";

export type Asset = {
  /** Tag id, unique: "OT-10000", "OT-10001", ... */
  id: string;
  name: string;
  site: string;
  status: AssetStatus;
  /** Purchase value in euros. */
  value: number;
  /** Last scan, ISO date. */
  lastSeen: string;
};

const kinds = [
  "Forklift",
  "Pallet scanner",
  "Defibrillator",
  "Laptop",
  "Tablet",
  "Trailer",
  "Generator",
  "Drill",
];
const sites = ["Rotterdam DC", "Leeds clinic", "Lyon office", "Hamburg yard", "Porto depot"];
const statuses: AssetStatus[] = ["In use", "Available", "Maintenance", "Missing"];

/** mulberry32: a small seeded generator with good spread, enough for fixtures. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` assets in tag order; the other fields are shuffled by `seed`. */
export function generateAssets(count: number, seed = 7): Asset[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const day = Date.UTC(2026, 2, 2);
  return Array.from({ length: count }, (_, i) => {
    const kind = pick(kinds);
    return {
      id: `OT-${10000 + i}`,
      name: `${kind} ${1 + Math.floor(next() * 99)}`,
      site: pick(sites),
      status: pick(statuses),
      value: 200 + Math.floor(next() * 40000),
      lastSeen: new Date(day - Math.floor(next() * 90) * 86_400_000).toISOString().slice(0, 10),
    };
  });
}
