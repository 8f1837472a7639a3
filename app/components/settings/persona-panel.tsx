// Settings → Personal → "About you (for your bots)": up to 1,000 characters the bots are told about
// the user. Its own plain form (intent "persona"), with a live count while typing.
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { Profile } from "#contract/api-types";
import { PERSONA_MAX } from "#contract/chat-schemas";
import { COPY } from "#contract/messages";
import { SubmitButton } from "../forms";

export function PersonaPanel({
  user,
  reply,
}: {
  user: Pick<Profile, "persona">;
  /** A refused save: the text as typed and the reason. */
  reply?: { value: string; error: string };
}) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "persona";
  const [text, setText] = useState(reply?.value ?? user.persona ?? "");
  const error = reply?.error;
  return (
    <section aria-labelledby="about-you" className="card p-6">
      <h2 id="about-you" className="text-xl font-bold">
        {t("persona.title")}
      </h2>
      <p id="persona-hint" className="mt-2 max-w-2xl text-sm text-white/70">
        {t("persona.hint")}
      </p>
      <Form method="post" className="mt-5 space-y-3">
        <input type="hidden" name="intent" value="persona" />
        <label htmlFor="persona" className="sr-only">
          {t("persona.title")}
        </label>
        <textarea
          id="persona"
          name="persona"
          rows={5}
          maxLength={PERSONA_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`persona-hint persona-count${error ? " persona-error" : ""}`}
          className="input resize-y"
        />
        <p id="persona-count" className="text-right text-xs text-white/60">
          {text.length} / {PERSONA_MAX}
        </p>
        {error ? (
          <p id="persona-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)} className="btn-primary px-8">
          {t("persona.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
