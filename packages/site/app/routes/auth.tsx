// /auth: sign in or sign up with e-mail and password, or continue with Google (spec §2, §4, §5, §8).
import type { BootPolicy } from "../boot/contract";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import authCardIsland from "../islands/auth-card";
import { Island } from "../lib/islands/island";
import { pageMeta } from "../lib/seo/meta";

/** A form (an island): React loads when the visitor starts on the page (app/boot/). */
export const handle = { boot: "interaction" } satisfies { boot: BootPolicy };

export function meta() {
  return pageMeta(site.seo.pages.auth);
}

export default function Auth() {
  return (
    <SiteLayout>
      <div className="flex justify-center px-4 py-16 sm:py-24">
        <Island of={authCardIsland} id="auth-card" props={{}} />
      </div>
    </SiteLayout>
  );
}
