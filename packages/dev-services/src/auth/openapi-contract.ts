// Checks a response of the service against the published OpenAPI description
// (contracts/supabase-auth-openapi.yaml). Used by the contract tests.
//
// Mapping: the schema of `paths[path][method].responses[status]`. Statuses the file does not list for
// a path are validated as errors against ErrorSchema when >= 400 (the file says 5xx "are not listed for
// each endpoint" and 400/422 "are used interchangeably"); any other unlisted status fails the check.
// Deviations the file's own README allows ("the real server wins", gotrue-behaviour.md):
// - with `X-Supabase-Api-Version`, error bodies are {code: string, message}, not ErrorSchema's integer code;
// - `oneOf` of two open object schemas (POST /signup 200) can never match exactly one branch, so it is read
//   as `anyOf` and the tests check which branch they expect with `sessionSchema` / `userSchema`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";

export const CONTRACTS_DIR = path.resolve(import.meta.dirname, "../../contracts");

type Node = Record<string, unknown>;

function loadSpec(): Node {
  const spec = parse(readFileSync(path.join(CONTRACTS_DIR, "supabase-auth-openapi.yaml"), "utf8")) as Node;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) out[key === "oneOf" ? "anyOf" : key] = rewrite(value);
    return out;
  };
  return rewrite(spec) as Node;
}

const spec = loadSpec();
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
// OpenAPI's "phone" format: digits with an optional +, or empty (GoTrue sends "" for no phone)
ajv.addFormat("phone", /^\+?[0-9]*$/);
ajv.addSchema(spec, "openapi");

const compiled = new Map<string, ValidateFunction>();
function validatorFor(schema: Node): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

const ref = (name: string): Node => ({ $ref: `openapi#/components/schemas/${name}` });

/** The contract's own shapes (gotrue-behaviour.md) on top of the OpenAPI schemas, which require nothing. */
export const userSchema: Node = {
  allOf: [
    ref("UserSchema"),
    {
      required: [
        "id",
        "aud",
        "role",
        "email",
        "phone",
        "app_metadata",
        "user_metadata",
        "identities",
        "created_at",
        "updated_at",
        "is_anonymous",
      ],
      properties: { aud: { const: "authenticated" }, role: { const: "authenticated" }, phone: { const: "" } },
    },
  ],
};
export const sessionSchema: Node = {
  allOf: [
    ref("AccessTokenResponseSchema"),
    {
      required: ["access_token", "token_type", "expires_in", "expires_at", "refresh_token", "user"],
      properties: { token_type: { const: "bearer" }, expires_in: { const: 3600 }, user: userSchema },
    },
  ],
};
// ErrorSchema, with the string `code` and `message` GoTrue sends under the API version header
const versionedErrorSchema: Node = (() => {
  const base = structuredClone(((spec.components as Node).schemas as Node).ErrorSchema as Node);
  const properties = { ...(base.properties as Node), code: { type: "string" }, message: { type: "string" } };
  return { ...base, properties, required: ["code", "message"] };
})();

function responseEntry(apiPath: string, method: string, status: number): Node | undefined {
  const operation = ((spec.paths as Node)[apiPath] as Node | undefined)?.[method.toLowerCase()] as
    Node | undefined;
  let entry = (operation?.responses as Node | undefined)?.[String(status)] as Node | undefined;
  if (entry?.$ref) {
    const name = String(entry.$ref).split("/").pop() ?? "";
    entry = ((spec.components as Node).responses as Node)[name] as Node;
  }
  return entry;
}

export interface CheckedResponse {
  method: string;
  /** the OpenAPI path, e.g. "/token" */
  apiPath: string;
  status: number;
  headers: Headers;
  /** parsed JSON, or the raw text when not JSON, or null when empty */
  body: unknown;
  versioned: boolean;
}

/** Problems with a response; an empty list means it honours the contract. */
export function contractProblems(response: CheckedResponse): string[] {
  const { method, apiPath, status, body, headers } = response;
  const entry = responseEntry(apiPath, method, status);
  const problems: string[] = [];
  const check = (schema: Node, label: string) => {
    const validate = validatorFor(schema);
    if (!validate(body)) {
      problems.push(`${method} ${apiPath} ${status} vs ${label}: ${ajv.errorsText(validate.errors)}`);
    }
  };

  if (
    status >= 400 &&
    response.versioned &&
    headers.get("content-type")?.includes("application/json") &&
    !(body as Node)?.hint
  ) {
    check(rewriteRefs(versionedErrorSchema), "ErrorSchema (versioned)");
    if (headers.get("x-supabase-api-version") !== "2024-01-01")
      problems.push("versioned error without the echoed API version header");
    return problems;
  }
  if (!entry) {
    if (status >= 400) check(ref("ErrorSchema"), "ErrorSchema (unlisted error status)");
    else problems.push(`${method} ${apiPath}: status ${status} is not in the OpenAPI file`);
    return problems;
  }
  const content = entry.content as Node | undefined;
  const schema = (content?.["application/json"] as Node | undefined)?.schema as Node | undefined;
  if (schema) {
    if (!headers.get("content-type")?.includes("application/json"))
      problems.push(`${method} ${apiPath} ${status}: not JSON`);
    const resolved = schema.$ref ? { $ref: `openapi${String(schema.$ref)}` } : rewriteRefs(schema);
    check(resolved, `responses[${status}]`);
  } else if (body !== null && body !== "") {
    problems.push(
      `${method} ${apiPath} ${status}: the file describes no body, got ${JSON.stringify(body).slice(0, 80)}`,
    );
  }
  const locationHeader = (entry.headers as Node | undefined)?.Location as Node | undefined;
  if (locationHeader) {
    const location = headers.get("location");
    const validate = validatorFor(rewriteRefs(locationHeader.schema as Node));
    if (!location || !validate(location))
      problems.push(`${method} ${apiPath} ${status}: bad Location ${location}`);
  }
  return problems;
}

function rewriteRefs(node: Node): Node {
  return JSON.parse(JSON.stringify(node).replaceAll('"$ref":"#/', '"$ref":"openapi#/')) as Node;
}

/** Validates a body against one of the exported shapes (or an OpenAPI component by name). */
export function shapeProblems(body: unknown, schema: Node | string): string[] {
  const validate = validatorFor(typeof schema === "string" ? ref(schema) : schema);
  return validate(body) ? [] : [ajv.errorsText(validate.errors)];
}
