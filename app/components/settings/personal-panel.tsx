// Personal → Basic Information (docs/requirements/dashboard.md#settings): Save appears once
// something changed (with JavaScript; without it the button is always there). Email is read-only.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { Profile } from "#contract/api-types";
import { profileSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { useHydrated } from "~/utils/hydrated";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "../forms";

const EDITABLE = ["first_name", "last_name", "bio"] as const;

const Required = ({ children }: { children: string }) => (
  <>
    {children}{" "}
    <span aria-hidden="true" className="text-accent-400">
      *
    </span>
  </>
);

export function PersonalPanel({
  user,
  lastResult,
}: {
  user: Profile;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "profile";
  const ref = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(false);
  const [form, fields] = useForm({
    id: "personal-form",
    lastResult,
    defaultValue: { first_name: user.first_name, last_name: user.last_name, bio: user.bio ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const recheck = useCallback(() => {
    if (!ref.current) return;
    const now = new FormData(ref.current);
    const saved: Record<string, string> = {
      first_name: user.first_name,
      last_name: user.last_name,
      bio: user.bio ?? "",
    };
    setChanged(EDITABLE.some((k) => (now.get(k) ?? "") !== saved[k]));
  }, [user]);
  // A failed save keeps the typed values, which still differ from the saved ones.
  useEffect(recheck, [recheck, lastResult]);

  return (
    <section aria-labelledby="basic-info" className="card p-6">
      <h2 id="basic-info" className="text-xl font-bold">
        {m(COPY.basicInformation)}
      </h2>
      <Form
        ref={ref}
        method="post"
        {...getFormProps(form)}
        noValidate
        onInput={recheck}
        className="mt-6 space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            meta={fields.first_name}
            label={<Required>{t("personal.firstName")}</Required>}
            autoComplete="given-name"
          />
          <TextField
            meta={fields.last_name}
            label={<Required>{t("personal.lastName")}</Required>}
            autoComplete="family-name"
          />
        </div>
        <div>
          <label htmlFor="settings-email" className="mb-1.5 block text-sm font-medium text-white/85">
            {t("personal.email")}
          </label>
          <input
            id="settings-email"
            name="email"
            type="email"
            value={user.email}
            readOnly
            aria-describedby="settings-email-hint"
            className="input opacity-70"
          />
          <p id="settings-email-hint" className="mt-1 text-xs text-white/60">
            {t("personal.emailHint")}
          </p>
        </div>
        <TextAreaField meta={fields.bio} label={<Required>{t("personal.bio")}</Required>} rows={4} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {!hydrated || changed || pending ? (
          <SubmitButton
            pending={pending}
            pendingLabel={m(COPY.pleaseWait)}
            name="intent"
            value="profile"
            className="btn-primary px-8"
          >
            {t("personal.save")}
          </SubmitButton>
        ) : null}
      </Form>
    </section>
  );
}
