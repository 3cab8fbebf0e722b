// GET /health (GoTrue's HealthCheck): the service answers, and says what it is.
import { Hono } from "hono";
import type { AuthEnv } from "../http.ts";

export function healthRoutes() {
  return new Hono<AuthEnv>().get("/health", (c) =>
    c.json({
      version: "v2-local",
      name: "GoTrue",
      description: "GoTrue is a user registration and authentication API",
    }),
  );
}
