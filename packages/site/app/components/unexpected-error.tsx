import { Button } from "@orbitag/ui";
import { site } from "../config/site";

/** The root error boundary's screen: a router error nobody expected. */
export function UnexpectedError({ detail }: { detail: string | null }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{site.messages.unexpectedError}</h1>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <Button asChild>
        <a href="/">{site.messages.notFound.backHome}</a>
      </Button>
    </main>
  );
}
