// Settings → Your data: download everything as JSON, and delete the account; Security → sign out
// everywhere. Plain links and forms: each works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { Profile } from "#contract/api-types";
import { ACCOUNT_COPY, deleteWithEmailSchema, deleteWithPasswordSchema } from "#contract/account";
import { COPY } from "#contract/messages";
import { FormErrors, PasswordField, SubmitButton, TextField } from "../forms";

export const EXPORT_PATH = "/dashboard/account-setting/export";

const useIntentPending = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
};

export function DataExportPanel() {
  const { t } = useTranslation("settings");
  return (
    <section aria-labelledby="download-data" className="card p-6">
      <h2 id="download-data" className="text-xl font-bold">
        {t("data.downloadTitle")}
      </h2>
      <p className="mt-3 max-w-2xl text-white/75">{t("data.downloadText")}</p>
      {/* A document download, not a client navigation: the browser saves the attachment. */}
      <a href={EXPORT_PATH} download className="btn-ghost mt-6">
        {t("data.download")}
      </a>
    </section>
  );
}

export function SignOutEverywherePanel({ error }: { error?: string }) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const pending = useIntentPending("logout-all");
  return (
    <section aria-labelledby="sign-out-everywhere" className="card p-6">
      <h2 id="sign-out-everywhere" className="text-xl font-bold">
        {t("data.signOutTitle")}
      </h2>
      <p className="mt-3 max-w-2xl text-white/75">{t("data.signOutText")}</p>
      <Form method="post" className="mt-6">
        {error ? <FormErrors errors={[error]} /> : null}
        <SubmitButton
          pending={pending}
          pendingLabel={m(COPY.pleaseWait)}
          name="intent"
          value="logout-all"
          className="btn-ghost mt-3 px-6"
        >
          {t("data.signOut")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export function DeleteAccountPanel({
  user,
  lastResult,
}: {
  user: Pick<Profile, "email" | "has_password">;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const pending = useIntentPending("delete-account");
  const schema = user.has_password ? deleteWithPasswordSchema : deleteWithEmailSchema;
  const [form, fields] = useForm<{ password?: string; confirm_email?: string }>({
    id: "delete-account-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="delete-account" className="card border-red-400/40 p-6">
      <h2 id="delete-account" className="text-xl font-bold">
        {t("data.deleteTitle")}
      </h2>
      <p
        id="delete-account-warning"
        className="mt-3 max-w-2xl rounded-xl border border-red-400/40 bg-red-950/40 px-4 py-3 text-sm text-red-100"
      >
        {m(ACCOUNT_COPY.deleteWarning)}
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-describedby="delete-account-warning"
        noValidate
        className="mt-6 max-w-lg space-y-5"
      >
        {user.has_password ? (
          <PasswordField meta={fields.password} label={t("data.password")} autoComplete="current-password" />
        ) : (
          <TextField
            meta={fields.confirm_email}
            label={t("data.typeEmail", { email: user.email })}
            type="email"
            autoComplete="off"
          />
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton
          pending={pending}
          pendingLabel={m(COPY.pleaseWait)}
          name="intent"
          value="delete-account"
          className="btn border border-red-400/60 bg-red-600/80 px-8 text-white hover:bg-red-600"
        >
          {t("data.delete")}
        </SubmitButton>
      </Form>
    </section>
  );
}
