// Test switches (off unless LOCAL_AUTH_CONTROL=true or the `control` option): make the service fail,
// hang up or slow down for the next matching requests. `path` and `match` (a substring of the query
// string or body, e.g. a test's unique e-mail) narrow a rule so parallel tests do not disturb each other.
//
//   POST /__control {"fail": {"status": 503, "count": 1, "path": "/token", "match": "a@b.c"}}
//   POST /__control {"drop": {"count": 1}}            close the connection without an answer
//   POST /__control {"delay": {"ms": 800, "count": 1}}
//   DELETE /__control                                 forget every rule
import { ApiError } from "./errors.ts";

interface Rule {
  kind: "fail" | "drop" | "delay";
  status: number;
  ms: number;
  remaining: number;
  path: string | null;
  match: string | null;
}

export class Control {
  private list: Rule[] = [];

  get rules(): readonly Rule[] {
    return this.list;
  }

  clear(): void {
    this.list = [];
  }

  /** Adds the rules of a POST body (JSON with fail, drop and/or delay); returns all rules. */
  add(body: string): readonly Rule[] {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new ApiError(400, "bad_json", "Body must be JSON");
    }
    if (!request || typeof request !== "object" || Array.isArray(request))
      throw new ApiError(400, "bad_json", "Body must be a JSON object");
    const added: Rule[] = [];
    for (const kind of ["fail", "drop", "delay"] as const) {
      const spec = request[kind];
      if (spec === undefined) continue;
      if (!spec || typeof spec !== "object")
        throw new ApiError(400, "validation_failed", `${kind} must be an object`);
      const fields = spec as Record<string, unknown>;
      const status = Number(fields.status ?? 503);
      const ms = Number(fields.ms ?? 0);
      const count = Number(fields.count ?? 1);
      if (kind === "fail" && !(status >= 400 && status <= 599)) {
        throw new ApiError(400, "validation_failed", "fail.status must be 400-599");
      }
      if (kind === "delay" && !(ms > 0 && ms <= 60_000)) {
        throw new ApiError(400, "validation_failed", "delay.ms must be 1-60000");
      }
      if (!(Number.isInteger(count) && count > 0))
        throw new ApiError(400, "validation_failed", "count must be a positive integer");
      added.push({
        kind,
        status,
        ms,
        remaining: count,
        path: typeof fields.path === "string" ? fields.path : null,
        match: typeof fields.match === "string" ? fields.match : null,
      });
    }
    if (added.length === 0) throw new ApiError(400, "validation_failed", "Give fail, drop or delay");
    this.list.push(...added);
    return this.list;
  }

  /**
   * Consumes the matching rules for one request (`query` decoded, `body` as sent): waits out delays,
   * then reports a failure or a drop.
   */
  async apply(path: string, query: string, body: string): Promise<{ status: number } | "drop" | null> {
    if (this.list.length === 0) return null;
    let outcome: { status: number } | "drop" | null = null;
    for (const rule of [...this.list]) {
      if (rule.path && !path.includes(rule.path)) continue;
      if (rule.match && !query.includes(rule.match) && !body.includes(rule.match)) continue;
      rule.remaining -= 1;
      if (rule.remaining <= 0) this.list = this.list.filter((other) => other !== rule);
      if (rule.kind === "delay") await new Promise((resolve) => setTimeout(resolve, rule.ms));
      else outcome ??= rule.kind === "drop" ? "drop" : { status: rule.status };
    }
    return outcome;
  }
}
