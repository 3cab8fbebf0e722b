// The register's seeded fixtures: the same 200 assets on every run (no Date.now(), no Math.random), so the
// screen's stories are stable visual baselines and its play function can name rows.

export const ASSET_STATUSES = ["In use", "Available", "Maintenance", "Missing"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const ASSET_TYPES = [
  "Forklift",
  "Pallet scanner",
  "Defibrillator",
  "Laptop",
  "Trailer",
  "Generator",
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const LOCATIONS = [
  "Rotterdam DC",
  "Leeds clinic",
  "Lyon office",
  "Hamburg yard",
  "Porto depot",
] as const;
export type Location = (typeof LOCATIONS)[number];

/** The country of each site (the site picker's second line; a search finds a site by it). */
export const LOCATION_COUNTRIES: Record<Location, string> = {
  "Rotterdam DC": "Netherlands",
  "Leeds clinic": "United Kingdom",
  "Lyon office": "France",
  "Hamburg yard": "Germany",
  "Porto depot": "Portugal",
};

export type RegisterAsset = {
  /** The RFID/NFC tag's id, unique: "OT-10000". */
  id: string;
  name: string;
  type: AssetType;
  location: Location;
  status: AssetStatus;
  /** Last scan, ISO 8601 in UTC. */
  lastSeen: string;
  /** The next inspection, an ISO date ("2026-03-20"), if one is planned. */
  nextInspection?: string;
};

/** "Now" of the screen's stories: the visual suite freezes the clock at the same instant. */
export const REGISTER_NOW = "2026-03-02T10:00:00.000Z";

const models: Record<AssetType, readonly string[]> = {
  Forklift: ["Linde E20", "Toyota Traigo", "Jungheinrich EFG"],
  "Pallet scanner": ["Zebra MC9400", "Honeywell CK65"],
  Defibrillator: ["Philips HeartStart", "Zoll AED Plus"],
  Laptop: ["ThinkPad T14", "Latitude 5440", "MacBook Air"],
  Trailer: ["Krone Cool Liner", "Schmitz S.KO"],
  Generator: ["Atlas Copco QAS", "Honda EU70"],
};

/** A linear congruential generator (Numerical Recipes constants): tiny, seeded, plenty for fixtures. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * `count` assets with tag ids OT-10000 upwards; type, model, location, status and last scan (within the
 * 60 days before `REGISTER_NOW`) come from `seed`. Most assets are in use or available, a few are not.
 */
export function generateRegisterAssets(count = 200, seed = 13): RegisterAsset[] {
  const next = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const now = Date.parse(REGISTER_NOW);
  return Array.from({ length: count }, (_, i) => {
    const type = pick(ASSET_TYPES);
    const roll = next();
    const status: AssetStatus =
      roll < 0.45 ? "In use" : roll < 0.8 ? "Available" : roll < 0.93 ? "Maintenance" : "Missing";
    const minutesAgo = Math.floor(next() * 60 * 24 * 60);
    return {
      id: `OT-${10000 + i}`,
      name: `${pick(models[type])} #${String(1 + Math.floor(next() * 40)).padStart(2, "0")}`,
      type,
      location: pick(LOCATIONS),
      status,
      lastSeen: new Date(now - minutesAgo * 60_000).toISOString(),
    };
  });
}
