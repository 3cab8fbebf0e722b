// The sign-in / sign-up card (spec §2, §4, §5, §8): e-mail and password, or continue with Google.
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Separator,
  toast,
} from "@orbitag/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { messages } from "../config/browser";
import { signInWithEmail, signUpWithEmail, startGoogleSignIn } from "../lib/auth/actions";
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from "../lib/auth/config";
import { unexpectedToast } from "../lib/auth/outcomes";
import { OAUTH_PENDING_KEY, startAuthSession, useAuthSession } from "../lib/auth/session";
import { toastOnNextPage } from "../lib/islands/toasts";
import { prepareToaster } from "./site-toaster";

const text = messages.auth;

type Mode = "signIn" | "signUp";
type Busy = "email" | "google" | null;

/**
 * The sign-in / sign-up card of /auth, an island (app/islands/auth-card.tsx): React hydrates it when the visitor
 * starts on the page. Going to '/' is a page load of the prerendered landing page.
 */
export function AuthCard() {
  const { status } = useAuthSession();
  const [mode, setMode] = useState<Mode>("signIn");
  const [busy, setBusy] = useState<Busy>(null);

  // A visitor who is already signed in has nothing to do here (a sign-in in progress navigates itself).
  useEffect(() => {
    if (status === "signed-in" && busy === null) window.location.replace("/");
  }, [status, busy]);

  // supabase-js (about 55 kB gzip) is what a submit needs, not what answers the first focus: it loads while
  // the visitor types the password (or with a submit or Google), so React's boot stays within its budget.
  // A failed preload stays quiet: the submit loads it again and says so if it fails.
  const preloading = useRef(false);
  const preloadClient = () => {
    if (preloading.current) return;
    preloading.current = true;
    startAuthSession().catch(() => {
      preloading.current = false;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // uncontrolled fields: what was typed before React hydrated is read as it is
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    const email = field("email");
    const password = field("password");
    const fullName = field("fullName");
    setBusy("email");
    prepareToaster();
    let leaving = false;
    try {
      const client = await startAuthSession();
      const result =
        mode === "signIn"
          ? await signInWithEmail(client, { email, password })
          : await signUpWithEmail(client, { email, password, fullName }, window.location.origin);
      if (result.signedIn) {
        // the toast ('Welcome back!', or 'Account created!' where sign-up needs no confirmation) is shown by
        // '/', where the visitor goes; the form stays busy while the page is left
        leaving = true;
        if (result.toast) toastOnNextPage(result.toast);
        window.location.assign("/");
      } else if (result.toast) toast(result.toast);
    } catch {
      toast(unexpectedToast);
    } finally {
      if (!leaving) setBusy(null);
    }
  }

  async function onGoogle() {
    setBusy("google");
    prepareToaster();
    let leaving = false;
    try {
      const client = await startAuthSession();
      const result = await startGoogleSignIn(
        client,
        window.location.origin,
        { supabaseUrl: SUPABASE_URL, publishableKey: SUPABASE_PUBLISHABLE_KEY },
        (url) => {
          window.sessionStorage.setItem(OAUTH_PENDING_KEY, "1");
          window.location.assign(url);
        },
      );
      if (result.toast) toast(result.toast);
      leaving = result.ok;
    } catch {
      toast(unexpectedToast);
    } finally {
      // on success the page is being left: stay busy so the button cannot be pressed twice
      if (!leaving) setBusy(null);
    }
  }

  const signUp = mode === "signUp";
  const disabled = busy !== null;

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle asChild>
          <h1 className="text-2xl">{signUp ? text.signUpTitle : text.signInTitle}</h1>
        </CardTitle>
        <CardDescription>{signUp ? text.signUpIntro : text.signInIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={disabled}
          loading={busy === "google"}
          loadingText={text.loading}
          onClick={() => void onGoogle()}
        >
          <GoogleMark />
          {text.continueWithGoogle}
        </Button>

        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
          <Separator className="flex-1" />
          {text.orDivider}
          <Separator className="flex-1" />
        </div>

        {/* while a sign-in is under way, fetch the landing page (React puts the link in <head>): success
                goes there at once, its modules already in the cache from this page */}
        {busy === "email" && !signUp ? <link rel="prefetch" href="/" /> : null}
        {/* Without a script (JavaScript off or failed) the form still posts, never a GET that would put the
                password in the address: /api/sign-in answers with the page that says JavaScript is needed. */}
        <form
          method="post"
          action="/api/sign-in"
          className="grid gap-4"
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={busy === "email"}
        >
          {signUp ? (
            <FormField label={text.fullName} required>
              <Input name="fullName" autoComplete="name" required />
            </FormField>
          ) : null}
          <FormField label={text.email} required>
            <Input name="email" type="email" autoComplete="email" required />
          </FormField>
          <FormField label={text.password} required>
            <Input
              name="password"
              type="password"
              autoComplete={signUp ? "new-password" : "current-password"}
              required
              onInput={preloadClient}
            />
          </FormField>
          <Button
            type="submit"
            className="w-full"
            disabled={disabled}
            loading={busy === "email"}
            loadingText={signUp ? text.loading : text.signingIn}
          >
            {signUp ? text.signUp : text.signIn}
          </Button>
        </form>

        <p className="text-center text-sm text-muted-foreground">
          {signUp ? text.haveAccount : text.noAccount}{" "}
          <Button
            type="button"
            variant="link"
            disabled={disabled}
            onClick={() => setMode(signUp ? "signIn" : "signUp")}
          >
            {signUp ? text.signIn : text.signUp}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}

/** Google's "G", inline so no third-party asset is fetched. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.57-5.17 3.57-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.13 0-5.78-2.11-6.72-4.95H1.27v3.11A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.28 14.29a7.2 7.2 0 0 1 0-4.58V6.6H1.27a12 12 0 0 0 0 10.8l4.01-3.11Z" />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.35.61 4.6 1.8l3.44-3.44A11.98 11.98 0 0 0 12 0 12 12 0 0 0 1.27 6.6l4.01 3.11C6.22 6.88 8.87 4.77 12 4.77Z"
      />
    </svg>
  );
}
