// What the site's and Storybook's dev servers (Vite) must never serve: the local services' folders. Vite
// serves any file under the workspace at `/@fs/<path>`; without this, `npm run dev` handed out the auth
// service's JWT secret and users file (with password hashes and refresh tokens) and every caught mail.
import path from "node:path";

/** Folders under the checkout where the local services keep secrets and mail, and test stacks theirs. */
export const LOCAL_DATA_FOLDERS = [".data", ".mail", ".tmp"] as const;

/**
 * Vite 8's own `server.fs.deny`: a config that sets `deny` replaces this list rather than adding to it, so
 * it is repeated here (tests/dev-server-fs.test.ts fails when Vite's list changes).
 */
export const VITE_DEFAULT_FS_DENY = [
  ".env",
  ".env.*",
  "*.{crt,pem,key,p12,pfx,cer,der}",
  ".npmrc",
  ".yarnrc.yml",
  "**/.git/**",
] as const;

/**
 * The files the auth service keeps its secret and its users in, refused in any folder: a server started
 * apart from the stack (Storybook) does not know the folder LOCAL_AUTH_DATA_DIR named for the stack.
 */
export const AUTH_DATA_FILES = ["jwt-secret", "db.json"] as const;

/**
 * How the mail catcher names what it keeps (a message and its SMTP envelope), refused in any folder for the
 * same reason: Storybook does not know the folder LOCAL_MAIL_DIR named for the stack.
 */
export const MAIL_MESSAGE_SUFFIX = ".eml";
export const MAIL_ENVELOPE_SUFFIX = ".envelope.json";
export const MAIL_FILE_SUFFIXES = [MAIL_MESSAGE_SUFFIX, MAIL_ENVELOPE_SUFFIX] as const;

/** A path as a glob that matches only itself (a folder named `auth(dev)` is not a pattern). */
const literalGlob = (file: string) => file.replace(/[\\*?[\]{}()!@+|]/g, "\\$&");

/**
 * `server.fs.deny` for a dev server of this checkout: Vite's defaults, the local data folders and the auth
 * service's and the mail catcher's files wherever they are, and the folders LOCAL_AUTH_DATA_DIR / LOCAL_MAIL_DIR name (resolved as
 * the services resolve them: from the checkout's root).
 */
export function devServerFsDeny(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const configured = [env.LOCAL_AUTH_DATA_DIR, env.LOCAL_MAIL_DIR]
    .filter((dir): dir is string => Boolean(dir?.trim()))
    .map((dir) => `${literalGlob(path.resolve(root, dir).split(path.sep).join("/"))}/**`);
  return [
    ...VITE_DEFAULT_FS_DENY,
    ...LOCAL_DATA_FOLDERS.map((folder) => `**/${folder}/**`),
    ...AUTH_DATA_FILES.map((file) => `**/${file}`),
    ...MAIL_FILE_SUFFIXES.map((suffix) => `**/*${suffix}`),
    ...configured,
  ];
}
