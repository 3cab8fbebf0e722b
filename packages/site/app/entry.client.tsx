// The browser's entry: hydrates the page's islands (app/lib/islands), each on its own, with React's client
// only — no router, since every page is prerendered and a link is a page load. Run by the boot block once the
// page's boot policy says React is needed (app/boot), at once under `npm run dev`.
import { definedIsland } from "./lib/islands/define";
import { hydrateIslands, type IslandModule } from "./lib/islands/hydrate";
import { mountToaster, showNextPageToast } from "./lib/islands/toasts";

// one chunk per island, fetched only by the pages that have it: the built boot block imports the page's
// islands ahead of this entry (scripts/boot.ts), so they are defined by now; under `npm run dev` they are
// imported here
const islands = import.meta.glob<IslandModule>("./islands/*.tsx");

mountToaster();
showNextPageToast();
// a rejection (an island's module failed to load) stays unhandled: the boot layer falls back on it
void hydrateIslands((name) => definedIsland(name) ?? islands[`./islands/${name}.tsx`]);
