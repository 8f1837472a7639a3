// Sign-up (docs/requirements/accounts.md#sign-up): "Create Your Account"; the code goes to the
// email and the next step is its screen. Adults only: the date of birth is asked here and judged
// again by the API.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { signUpSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { AuthHeading, GoogleSignIn } from "~/components/auth-ui";
import { BirthDateField } from "~/components/birth-date-field";
import { FormErrors, PasswordField, SubmitButton, TextField, useIsPending } from "~/components/forms";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { replyWithApiError, SECRET_FIELDS } from "~/utils/auth-flow.server";
import { commitSession, getSession } from "~/utils/session.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await pageMetaText(request, "auth", "signUp") };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: SECRET_FIELDS });
  const result = await callApi(endpoints["POST /sign-up"], { json: submission.value, request });
  if (!result.ok) return replyWithApiError(submission, result);
  const session = await getSession(request);
  const email = result.data.email ?? submission.value.email;
  session.set("user_email", email);
  session.set("signup_key", { email, key: result.data.signup_key });
  return redirect("/auth/signup-otp", { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/sign-up",
    },
  );

export default function SignUp() {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "signup-form",
    lastResult: useActionData<typeof action>(),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading title={m(COPY.signUpTitle)}>{t("signUp.intro")}</AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.first_name} label={t("fields.firstName")} autoComplete="given-name" />
          <TextField meta={fields.last_name} label={t("fields.lastName")} autoComplete="family-name" />
        </div>
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <BirthDateField meta={fields.birth_date} />
        <PasswordField
          meta={fields.password}
          label={t("fields.password")}
          autoComplete="new-password"
          hint={m(COPY.passwordHint)}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)}>
          {m(COPY.signUp)}
        </SubmitButton>
      </Form>
      <GoogleSignIn />
      <p className="mt-6 text-center text-sm text-white/70">
        {t("signUp.haveAccount")}{" "}
        <Link to="/auth/login" className="font-semibold text-brand-300 hover:underline">
          {t("signUp.signInLink")}
        </Link>
      </p>
    </>
  );
}
