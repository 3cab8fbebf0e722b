// `npm start`: builds the site and serves the production build through Netlify's own local tooling
// (`netlify serve` runs the build from netlify.toml, then serves functions, headers and redirects).
// With no configuration it also starts the local auth service and mail catcher, so the site works
// with no accounts.
import { netlifyServeArgs } from "./lib/netlify-cli.ts";
import { startLocalStack } from "./lib/local-stack.ts";
import { setHeadersAside } from "./lib/site-build.ts";

const { group, port } = startLocalStack();

// the last build's CSP must not outlive a new build (lib/site-build.ts)
setHeadersAside();

// run the CLI on this Node (24), not whatever `node` a shell would find first
group.spawn(await netlifyServeArgs(port), { main: true });
