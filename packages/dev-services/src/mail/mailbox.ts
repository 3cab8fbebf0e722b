// The catcher's folder: every message as an .eml file plus its SMTP envelope as .envelope.json (names the dev
// servers refuse to serve wherever the folder is: dev-server.ts). The files are
// the source of truth (they survive restarts and can be deleted by hand); parsed messages are cached.
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAIL_ENVELOPE_SUFFIX as ENVELOPE, MAIL_MESSAGE_SUFFIX as MESSAGE } from "../dev-server.ts";
import { parseMessage, type Envelope, type StoredMessage } from "./messages.ts";

/** Where a catcher before the `.envelope.json` name kept an envelope: still read, and cleared. */
const OLD_ENVELOPE = ".json";

export const ID_PATTERN = /^[A-Za-z0-9-]+$/;

export class Mailbox {
  readonly dir: string;
  private readonly cache = new Map<string, StoredMessage>();
  private counter = 0;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** Stores one message and returns it parsed. */
  async save(raw: Buffer, envelope: Envelope): Promise<StoredMessage> {
    const id = `${Date.now()}-${String(this.counter++).padStart(4, "0")}-${randomBytes(3).toString("hex")}`;
    await Promise.all([
      writeFile(this.file(id, MESSAGE), raw, { mode: 0o600 }),
      writeFile(this.file(id, ENVELOPE), JSON.stringify(envelope), { mode: 0o600 }),
    ]);
    const message = await parseMessage(id, raw, envelope);
    this.cache.set(id, message);
    return message;
  }

  /** Every stored message, oldest first. */
  async messages(): Promise<StoredMessage[]> {
    const all = await Promise.all((await this.ids()).map((id) => this.load(id)));
    return all.filter((m): m is StoredMessage => m !== undefined);
  }

  async load(id: string): Promise<StoredMessage | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    try {
      const raw = await readFile(this.file(id, MESSAGE));
      const envelope = await readFile(this.file(id, ENVELOPE), "utf8")
        .catch(() => readFile(this.file(id, OLD_ENVELOPE), "utf8"))
        .then((text) => JSON.parse(text) as Envelope)
        .catch(() => undefined);
      const message = await parseMessage(id, raw, envelope);
      this.cache.set(id, message);
      return message;
    } catch {
      return undefined;
    }
  }

  /** The .eml as stored, or undefined for an unknown id. */
  raw(id: string): Promise<Buffer | undefined> {
    return readFile(this.file(id, MESSAGE)).catch(() => undefined);
  }

  async clear(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.endsWith(MESSAGE) || n.endsWith(OLD_ENVELOPE))
        .map((n) => rm(path.join(this.dir, n), { force: true })),
    );
    this.cache.clear();
  }

  private async ids(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((name) => name.endsWith(MESSAGE))
      .map((name) => name.slice(0, -MESSAGE.length))
      .filter((id) => ID_PATTERN.test(id))
      .sort();
  }

  private file(id: string, suffix: typeof MESSAGE | typeof ENVELOPE | typeof OLD_ENVELOPE): string {
    return path.join(this.dir, `${id}${suffix}`);
  }
}
