// The service's state as one JSON file in the data folder, rewritten atomically after each change,
// so users and sessions survive restarts and a developer can read (or delete) it by hand.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface IdentityRecord {
  identity_id: string;
  id: string; // the provider's subject
  user_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string;
}

export interface UserRecord {
  id: string;
  email: string;
  password_hash: string | null;
  email_confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  confirmation_redirect_to: string | null;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityRecord[];
  created_at: string;
  updated_at: string;
}

export interface SessionRecord {
  id: string;
  user_id: string;
  created_at: string;
  amr: Array<{ method: string; timestamp: number }>;
}

export interface RefreshTokenRecord {
  token: string;
  session_id: string;
  user_id: string;
  /** the token this one replaced (GoTrue's parent column); null for a session's first */
  parent: string | null;
  revoked: boolean;
  created_at: string;
  /** when it was revoked, for the reuse interval (GoTrue's updated_at) */
  updated_at: string;
}

/**
 * A PKCE flow (GoTrue's flow_state row): created by sign-up or /authorize with a code_challenge, given a
 * user by the confirmation link or the provider's return, finished once by /token?grant_type=pkce.
 */
export interface FlowStateRecord {
  id: string;
  /** handed to the client as `?code=`; exchanged with the verifier */
  auth_code: string;
  code_challenge: string;
  code_challenge_method: "s256" | "plain";
  /** also the AMR method of the session it produces */
  authentication_method: "email/signup" | "oauth";
  /** provider_type: "email" or "google" */
  provider: string;
  user_id: string | null;
  provider_token: string | null;
  /** when the code went out in a redirect */
  auth_code_issued_at: string | null;
  /** the flow expires a fixed time after this (GoTrue's FlowState.IsExpired) */
  created_at: string;
}

/** An /authorize request waiting for the provider to answer. */
export interface OAuthStateRecord {
  id: string;
  provider: string;
  redirect_to: string;
  flow_state_id: string | null;
  created_at: string;
}

interface Data {
  users: UserRecord[];
  sessions: SessionRecord[];
  refresh_tokens: RefreshTokenRecord[];
  flow_states: FlowStateRecord[];
  oauth_states: OAuthStateRecord[];
}

const empty = (): Data => ({
  users: [],
  sessions: [],
  refresh_tokens: [],
  flow_states: [],
  oauth_states: [],
});

export class Store {
  private data: Data;
  private readonly file: string;
  private writing: Promise<void> = Promise.resolve();

  private constructor(file: string, data: Data) {
    this.file = file;
    this.data = data;
  }

  static async open(dataDir: string): Promise<Store> {
    await mkdir(dataDir, { recursive: true, mode: 0o700 }); // users' data: for this account only
    const file = path.join(dataDir, "db.json");
    let data = empty();
    try {
      data = { ...empty(), ...(JSON.parse(await readFile(file, "utf8")) as Partial<Data>) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return new Store(file, data);
  }

  /**
   * Persists the current state; writes are serialised and each replaces the file atomically (0600).
   * A failed write fails only its own caller: the next one writes the whole state again.
   */
  save(): Promise<void> {
    const snapshot = JSON.stringify(this.data, null, 2);
    const write = this.writing
      .catch(() => {})
      .then(async () => {
        const temp = `${this.file}.${randomUUID()}.tmp`;
        try {
          await writeFile(temp, snapshot, { mode: 0o600 });
          await rename(temp, this.file);
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
      });
    this.writing = write;
    return write;
  }

  get users(): UserRecord[] {
    return this.data.users;
  }
  get sessions(): SessionRecord[] {
    return this.data.sessions;
  }
  get refreshTokens(): RefreshTokenRecord[] {
    return this.data.refresh_tokens;
  }
  get flowStates(): FlowStateRecord[] {
    return this.data.flow_states;
  }
  get oauthStates(): OAuthStateRecord[] {
    return this.data.oauth_states;
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.toLowerCase();
    return this.data.users.find((user) => user.email === wanted);
  }

  userById(id: string): UserRecord | undefined {
    return this.data.users.find((user) => user.id === id);
  }

  sessionById(id: string): SessionRecord | undefined {
    return this.data.sessions.find((session) => session.id === id);
  }

  removeSessions(predicate: (session: SessionRecord) => boolean): void {
    const gone = new Set(this.data.sessions.filter(predicate).map((session) => session.id));
    this.data.sessions = this.data.sessions.filter((session) => !gone.has(session.id));
    // the session's refresh tokens stay, spent, so presenting one later says the session is gone
    for (const token of this.data.refresh_tokens) if (gone.has(token.session_id)) token.revoked = true;
  }

  removeFlowStates(predicate: (flow: FlowStateRecord) => boolean): void {
    this.data.flow_states = this.data.flow_states.filter((flow) => !predicate(flow));
  }

  removeOAuthState(id: string): void {
    this.data.oauth_states = this.data.oauth_states.filter((state) => state.id !== id);
  }
}
