// The contact page's form: validated in the browser with the same zod schema the Netlify function
// uses, posted as JSON, and on failure every character the visitor typed stays in place. Without
// JavaScript it is an ordinary form post to the same function, which validates it again and answers with
// the thank-you page or a page naming each problem.
import type { ContactFormValues, ContactMessage } from "@orbitag/contact";
import { CONTACT_ENDPOINT, HONEYPOT_FIELD } from "@orbitag/contact/text";
import { Button, FormField, Input, Textarea, toast } from "@orbitag/ui";
import { Send } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { messages } from "../config/browser";
import { submitContactMessage } from "../lib/contact/submit";
import { whenIdle } from "../lib/idle";
import { prepareToaster } from "./site-toaster";

// The schema (zod/mini and the contact rules, about 7 kB gzip) is needed only to validate, never to hydrate: it
// loads with the first validation, and is fetched as soon as the browser is idle after hydration, so React
// answers the first focus sooner and a submit rarely waits for it.
const loadResolver = () =>
  Promise.all([import("@orbitag/contact"), import("@hookform/resolvers/zod")]).then(
    ([{ contactSchema }, { zodResolver }]) => zodResolver(contactSchema),
  );
let resolverLoad: ReturnType<typeof loadResolver> | null = null;
function schemaResolver(): ReturnType<typeof loadResolver> {
  resolverLoad ??= loadResolver().catch((error: unknown) => {
    resolverLoad = null; // a failed fetch may succeed on the next submit
    throw error;
  });
  return resolverLoad;
}
const resolver: Resolver<ContactFormValues, unknown, ContactMessage> = async (values, context, options) =>
  (await schemaResolver())(values, context, options);

const text = messages.contact;
// inline rather than a utility class: a bot's CSS-less view and any stylesheet hide it the same way
const honeypotStyle = {
  position: "absolute",
  left: "-9999px",
  width: 1,
  height: 1,
  overflow: "hidden",
} as const;

const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

export function ContactForm() {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    // no defaultValues: registering a field would overwrite what was typed before React hydrated
    // quiet while typing the first time, then re-checked on every keystroke
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  useEffect(() => whenIdle(() => void schemaResolver().catch(() => undefined)), []);

  async function onSubmit(message: ContactMessage) {
    const result = await submitContactMessage(message);
    if (result.ok) {
      toast({ title: text.success.title, description: text.success.description });
      reset(emptyContactForm);
    } else {
      // for developers only; the visitor sees the generic message
      console.warn("Contact form: sending failed", result.status, result.error);
      toast({ variant: "destructive", title: text.error.title, description: text.error.description });
    }
  }

  return (
    <form
      // without JavaScript the browser posts the fields (urlencoded) to the function itself; never GET, so
      // nothing typed lands in a URL
      action={CONTACT_ENDPOINT}
      method="post"
      noValidate
      aria-busy={isSubmitting || undefined}
      onSubmit={(event) => {
        prepareToaster();
        // the schema could not be fetched (the network dropped): the same message as a failed send
        void handleSubmit(onSubmit)(event).catch(() =>
          toast({ variant: "destructive", title: text.error.title, description: text.error.description }),
        );
      }}
      // in a stretched card (the contact page, side by side) the message box grows to fill it
      className="relative flex flex-col gap-5 lg:flex-1"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={text.fields.name} error={errors.name?.message} controlId={`${id}-name`} required>
          <Input autoComplete="name" readOnly={isSubmitting} {...register("name")} />
        </FormField>
        <FormField label={text.fields.email} error={errors.email?.message} controlId={`${id}-email`} required>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            readOnly={isSubmitting}
            {...register("email")}
          />
        </FormField>
      </div>
      <FormField
        label={text.fields.subject}
        error={errors.subject?.message}
        controlId={`${id}-subject`}
        required
      >
        <Input readOnly={isSubmitting} {...register("subject")} />
      </FormField>
      <FormField
        label={text.fields.message}
        error={errors.message?.message}
        controlId={`${id}-message`}
        required
        className="lg:flex-1"
      >
        <Textarea rows={6} readOnly={isSubmitting} className="lg:flex-1" {...register("message")} />
      </FormField>

      {/* honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not */}
      <div aria-hidden="true" style={honeypotStyle}>
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{text.honeypotLabel}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(HONEYPOT_FIELD)}
        />
      </div>

      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        loadingText={text.submitting}
        className="w-full sm:w-auto sm:self-start"
      >
        <Send aria-hidden="true" />
        {text.submit}
      </Button>
    </form>
  );
}
