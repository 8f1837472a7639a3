// Settings → Personal → Preference: the language bots reply in. Its own plain form (intent
// "preferences"), so it works without JavaScript; "Any" lets bots follow the language you write in.
import { Form, useNavigation } from "@remix-run/react";
import type { Profile } from "#contract/api-types";
import { LANGUAGES } from "#contract/constants";
import { COPY } from "#contract/messages";
import { SubmitButton } from "../forms";
import { LanguageSwitcher } from "../language-switcher";

export function PreferencePanel({
  user,
  reply,
}: {
  user: Pick<Profile, "language">;
  /** A refused save: the value as chosen and the reason. */
  reply?: { value: string; error: string };
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "preferences";
  const error = reply?.error;
  return (
    <section aria-labelledby="preference-title" className="card p-6">
      <h2 id="preference-title" className="text-xl font-bold">
        Preference
      </h2>
      <Form method="post" className="mt-5 space-y-3">
        <input type="hidden" name="intent" value="preferences" />
        <label htmlFor="language" className="block text-sm font-medium text-white/85">
          Language
        </label>
        <p id="language-hint" className="text-sm text-white/70">
          The language your bots reply in. Choose &ldquo;Any&rdquo; to let them follow the language you write
          in.
        </p>
        <select
          id="language"
          name="language"
          defaultValue={reply?.value ?? user.language ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`language-hint${error ? " language-error" : ""}`}
          className="input max-w-xs"
        >
          <option value="">Any</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        {error ? (
          <p id="language-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={COPY.pleaseWait} className="btn-primary px-8">
          Use this language
        </SubmitButton>
      </Form>
      {/* The interface's language: its own plain form (POST /language), saved on the account. */}
      <LanguageSwitcher className="mt-6 border-t border-white/10 pt-5" />
    </section>
  );
}
