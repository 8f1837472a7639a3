// Forgot password (docs/requirements/accounts.md#password-reset): "Reset password"; the API answers
// the same for unknown emails, so the next screen always follows.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { emailSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { AuthHeading } from "~/components/auth-ui";
import { FormErrors, SubmitButton, TextField, useIsPending } from "~/components/forms";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { replyWithApiError } from "~/utils/auth-flow.server";
import { commitSession, getSession } from "~/utils/session.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await pageMetaText(request, "auth", "reset") };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: emailSchema });
  if (submission.status !== "success") return submission.reply();
  const result = await callApi(endpoints["POST /password/forgot"], { json: submission.value, request });
  if (!result.ok) return replyWithApiError(submission, result);
  const session = await getSession(request);
  session.set("forgot_password_credential", { email: submission.value.email });
  return redirect("/auth/otp-verify", { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/reset-password-email",
      noIndex: true,
    },
  );

export default function ResetPasswordEmail() {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "forgot-form",
    lastResult: useActionData<typeof action>(),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading title={m(COPY.resetPasswordTitle)}>{t("reset.intro")}</AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={m(COPY.sendingOtp)}>
          {m(COPY.resetPasswordTitle)}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-white/70">
        {t("reset.remembered")}{" "}
        <Link to="/auth/login" className="font-semibold text-brand-300 hover:underline">
          {t("reset.backToSignIn")}
        </Link>
      </p>
    </>
  );
}
