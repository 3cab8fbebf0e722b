// The build of `npm start` (netlify.toml's [context.local], run by `netlify serve`): `npm run build`, unless
// `npm test` has just made this very build (scripts/lib/site-build.ts).
import { localBuild } from "./lib/site-build.ts";

process.exit(localBuild(process.env).status);
