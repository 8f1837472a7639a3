// Login (docs/requirements/accounts.md#login): "Welcome Back!", email and password, Sign In, Forgot
// Password, Google, sign-up link.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { loginSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { AuthHeading, GoogleSignIn } from "./auth-ui";
import { FormErrors, PasswordField, SubmitButton, TextField, useIsPending } from "./forms";
import { pageMeta } from "~/utils/page-meta";

/** The meta of both login routes. One canonical address, so search engines list the page once. */
export const loginMeta: MetaFunction = (args) => pageMeta(args, { path: "/auth/login" });

export function LoginPage({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const [params] = useSearchParams();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading title={m(COPY.loginTitle)}>{t("login.intro")}</AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <PasswordField meta={fields.password} label={t("fields.password")} autoComplete="current-password" />
        <div className="flex justify-end">
          <Link
            to="/auth/reset-password-email"
            className="text-sm font-medium text-brand-300 hover:underline"
          >
            {m(COPY.forgotPassword)}
          </Link>
        </div>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={m(COPY.signingIn)}>
          {m(COPY.signIn)}
        </SubmitButton>
      </Form>
      <GoogleSignIn />
      <p className="mt-6 text-center text-sm text-white/70">
        {t("login.noAccount")}{" "}
        <Link to="/auth/sign-up" className="font-semibold text-brand-300 hover:underline">
          {t("login.signUpLink")}
        </Link>
      </p>
    </>
  );
}
