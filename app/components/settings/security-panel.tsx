// Security → change password (docs/requirements/dashboard.md#settings,
// docs/requirements/accounts.md#validation): its own messages, "Please wait..." while pending, the
// server's message under the form, and the "Password Changes!" dialog after success.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { changePasswordSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { useHydrated } from "~/utils/hydrated";
import { FormErrors, PasswordField, SubmitButton } from "../forms";
import { CheckCircleIcon } from "../icons";
import { Modal } from "../modal";

export function SecurityPanel({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "password";
  const [form, fields] = useForm({
    id: "password-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="change-password" className="card p-6">
      <h2 id="change-password" className="text-xl font-bold">
        {t("security.title")}
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 max-w-lg space-y-5">
        <PasswordField
          meta={fields.current_password}
          label={t("security.current")}
          autoComplete="current-password"
        />
        <PasswordField meta={fields.new_password} label={t("security.new")} autoComplete="new-password" />
        <PasswordField
          meta={fields.new_password_confirmation}
          label={t("security.confirm")}
          autoComplete="new-password"
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton
          pending={pending}
          pendingLabel={m(COPY.pleaseWait)}
          name="intent"
          value="password"
          className="btn-primary px-8"
        >
          {t("security.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/**
 * "Password Changes!" (docs/requirements/dashboard.md#settings). A native modal with JavaScript; a
 * static overlay with a link without.
 */
export function PasswordChangedDialog({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const close = () => navigate(closeTo, { replace: true, preventScrollReset: true });
  if (hydrated) {
    return (
      <Modal
        title={m(COPY.passwordChanged)}
        description={t("security.changedBody")}
        onClose={close}
        role="alertdialog"
        testId="password-changed"
      >
        <button type="button" className="btn-primary w-full" onClick={close}>
          {t("security.ok")}
        </button>
      </Modal>
    );
  }
  return (
    <div className="fixed inset-0 z-[120] flex items-center justify-center bg-black/70 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="password-changed-title"
        data-testid="password-changed"
        className="card w-full max-w-md p-6 text-center"
      >
        <CheckCircleIcon className="mx-auto h-12 w-12 text-emerald-300" />
        <h2 id="password-changed-title" className="mt-3 text-xl font-bold">
          {m(COPY.passwordChanged)}
        </h2>
        <p className="mt-2 text-white/80">{t("security.changedBody")}</p>
        <Link to={closeTo} className="btn-primary mt-6 w-full">
          {t("security.ok")}
        </Link>
      </div>
    </div>
  );
}
