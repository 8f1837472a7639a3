// New password (docs/requirements/accounts.md#password-reset): uses the reset credential from the
// session, then "verification complete" saying the password changed.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { newPasswordSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { AuthHeading } from "~/components/auth-ui";
import { FormErrors, PasswordField, SubmitButton, useIsPending } from "~/components/forms";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { replyWithApiError, SECRET_FIELDS } from "~/utils/auth-flow.server";
import { commitSession, getSession } from "~/utils/session.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";
import { AFTER_PASSWORD_RESET } from "~/utils/verification-complete";

async function credential(request: Request) {
  const session = await getSession(request);
  const cred = session.get("forgot_password_credential");
  if (!cred?.email || !cred.otp) throw redirect("/auth/reset-password-email");
  return { session, email: cred.email, otp: cred.otp };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await credential(request);
  return { meta: await pageMetaText(request, "auth", "newPassword") };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, email, otp } = await credential(request);
  const submission = parseWithZod(await readForm(request), { schema: newPasswordSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: SECRET_FIELDS });
  const result = await callApi(endpoints["POST /password/reset"], {
    json: { email, otp, ...submission.value, _method: "PUT" },
    request,
  });
  if (!result.ok) return replyWithApiError(submission, result);
  session.unset("forgot_password_credential");
  return redirect(`/auth/verification-complete?after=${AFTER_PASSWORD_RESET}`, {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/new-password",
      noIndex: true,
    },
  );

export default function NewPassword() {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "new-password-form",
    lastResult: useActionData<typeof action>(),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading title={m(COPY.createNewPassword)}>{t("newPassword.intro")}</AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <PasswordField
          meta={fields.new_password}
          label={m(COPY.createNewPassword)}
          autoComplete="new-password"
          hint={m(COPY.passwordHint)}
        />
        <PasswordField
          meta={fields.new_password_confirmation}
          label={m(COPY.confirmNewPassword)}
          autoComplete="new-password"
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)}>
          {m(COPY.changePassword)}
        </SubmitButton>
      </Form>
    </>
  );
}
