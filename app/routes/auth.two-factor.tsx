// The second step of a sign-in (docs/requirements/accounts.md#two-factor-sign-in): the password or
// Google was accepted and the challenge waits in the cookie session; a code from the authenticator
// app, or a recovery code, finishes it. A plain form: it works without JavaScript.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { COPY } from "#contract/messages";
import { endpoints } from "#contract/endpoints";
import { twoFactorCodeSchema } from "#contract/two-factor";
import { AuthHeading } from "~/components/auth-ui";
import { ErrorPage } from "~/components/error-page";
import { FormErrors, SubmitButton, TextField, useIsPending } from "~/components/forms";
import { callApi } from "~/utils/api.server";
import { replyWithApiError, signIn } from "~/utils/auth-flow.server";
import { commitSession, getSession } from "~/utils/session.server";
import { readForm } from "~/utils/request.server";
import { redirectWithError } from "~/utils/toast.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

const LOGIN = "/auth/login";

async function pendingSignIn(request: Request) {
  const session = await getSession(request);
  const pending = session.get("two_factor");
  if (!pending) throw redirect(LOGIN);
  return { session, pending };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await pendingSignIn(request);
  return { meta: await pageMetaText(request, "auth", "twoFactor") };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, pending } = await pendingSignIn(request);
  const submission = parseWithZod(await readForm(request), { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return submission.reply();
  const result = await callApi(endpoints["POST /two-factor/verify"], {
    json: { challenge: pending.challenge, code: submission.value.code },
    request,
  });
  if (result.ok) return signIn(request, result.data, pending.redirectTo);
  if (result.status === 400) {
    // Timed out or too many wrong codes: the password has to be entered again.
    session.unset("two_factor");
    throw await redirectWithError(LOGIN, result.message, {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }
  return replyWithApiError(submission, result);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/two-factor",
      noIndex: true,
    },
  );

export default function TwoFactorSignIn() {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "two-factor-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorCodeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading title={t("twoFactor.title")}>{t("twoFactor.intro")}</AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <TextField
          meta={fields.code}
          label={t("twoFactor.codeLabel")}
          autoComplete="one-time-code"
          hint={t("twoFactor.codeHint")}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)}>
          {t("twoFactor.verify")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-white/70">
        <Link to={LOGIN} className="underline hover:text-white">
          {t("twoFactor.backToSignIn")}
        </Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
