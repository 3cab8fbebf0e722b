// The local stand-ins are for a developer's machine and tests: the auth service signs anyone in as any
// address through its Google stand-in, and the catcher keeps other people's mail. Started by mistake in
// production (a deploy, a container, a start script run with the production environment) they would look
// like the real thing, so each refuses to start there unless told on purpose.

/** Set to "true" to start a local service in a production environment anyway (a production-like test bed). */
export const PRODUCTION_OVERRIDE = "LOCAL_SERVICES_IN_PRODUCTION";

export class ProductionRefusal extends Error {
  override name = "ProductionRefusal";
}

/** Which production markers the environment carries, e.g. ["CONTEXT=production", "NODE_ENV=production"]. */
export function productionMarkers(env: Record<string, string | undefined>): string[] {
  return (["CONTEXT", "NODE_ENV"] as const)
    .filter((name) => env[name]?.trim().toLowerCase() === "production")
    .map((name) => `${name}=production`);
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
