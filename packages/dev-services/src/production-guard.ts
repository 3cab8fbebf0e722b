// The local stand-ins are for a developer's machine and tests: the auth service signs anyone in as any
// address through its Google stand-in, and the catcher keeps other people's mail. Started by mistake in
// production (a deploy, a container, a start script run with the production environment) they would look
// like the real thing, so each refuses to start there unless told on purpose. A deploy preview or branch
// deploy is as public as production (strangers open its address), so every Netlify context but a local one
// counts: unset, `dev` (netlify dev) and `local` (npm start), as the site's build and the function decide.

/** Set to "true" to start a local service in a production environment anyway (a production-like test bed). */
export const PRODUCTION_OVERRIDE = "LOCAL_SERVICES_IN_PRODUCTION";

export class ProductionRefusal extends Error {
  override name = "ProductionRefusal";
}

/** The Netlify contexts that run on a developer's machine. */
const LOCAL_CONTEXTS: ReadonlySet<string> = new Set(["", "dev", "local"]);

/**
 * Which production markers the environment carries, e.g. ["CONTEXT=deploy-preview", "NODE_ENV=production"]:
 * a deploy's CONTEXT, or NODE_ENV=production.
 */
export function productionMarkers(env: Record<string, string | undefined>): string[] {
  const context = env.CONTEXT?.trim() ?? "";
  return [
    ...(LOCAL_CONTEXTS.has(context) ? [] : [`CONTEXT=${context}`]),
    ...(env.NODE_ENV?.trim().toLowerCase() === "production" ? ["NODE_ENV=production"] : []),
  ];
}

/**
 * Throws one line naming the services, the variables that say production, and the override, e.g. "The
 * local auth service is a development stand-in and does not start with CONTEXT=production: unset it, or
 * set LOCAL_SERVICES_IN_PRODUCTION=true to start it anyway."
 */
export function refuseInProduction(
  services: string[],
  env: Record<string, string | undefined> = process.env,
): void {
  const markers = productionMarkers(env);
  if (markers.length === 0 || env[PRODUCTION_OVERRIDE] === "true") return;
  const many = services.length > 1;
  throw new ProductionRefusal(
    `The local ${services.join(" and ")} ${many ? "are development stand-ins and do" : "is a development stand-in and does"} not start with ${markers.join(" and ")}: unset ${markers.length > 1 ? "them" : "it"}, or set ${PRODUCTION_OVERRIDE}=true to start ${many ? "them" : "it"} anyway.`,
  );
}
