// The deployed function's wiring, apart from Netlify's entry file so tests can start it with any
// environment: settings from the environment, the SMTP sender, and the one log line that says why no
// mail can go when that is so.
import { configProblem, isDeployContext, readConfig } from "./config.ts";
import { consoleLogger, createContactHandler, type Logger, type RequestContext } from "./handler.ts";
import { createSmtpSender, type SendMail } from "./mail.ts";

export function createContactFunction(
  env: Record<string, string | undefined> = process.env,
  { log = consoleLogger }: { log?: Logger } = {},
) {
  const config = readConfig(env);
  let problem = configProblem(env);
  // once per function instance, at start: every request then answers 503 without repeating it
  if (problem) log.error("contact.unavailable", { problem });

  // Netlify documents `context.deploy.context` for functions; CONTEXT is a build variable a deployed
  // function does not see (only URL, SITE_NAME and SITE_ID are). So a deploy's request (production, a
  // preview, a branch) counts as that context when only the request says so: no SMTP_URL, or a loopback
  // one, is then the same problem as with CONTEXT set (logged once).
  let checkedDeploy = false; // an instance serves one deploy: its context is checked once
  const unavailable = (context: RequestContext) => {
    const deploy = context.deploy?.context;
    if (!problem && !checkedDeploy && isDeployContext(deploy)) {
      checkedDeploy = true;
      problem = configProblem({ ...env, CONTEXT: deploy });
      if (problem) log.error("contact.unavailable", { problem });
    }
    return problem !== null;
  };

  const refuse: SendMail = () => Promise.reject(new Error(problem ?? "unavailable"));
  const send = problem ? refuse : createSmtpSender(config);
  return createContactHandler({ config, send, log, unavailable });
}
