// One question before the dashboard (adults only): accounts made before sign-up asked for a date of
// birth, and Google sign-ins, give it once (POST /auth/birth-date). Under 18 nothing is saved and the
// page offers to log out. The dashboard layout sends people here with ?redirectTo=.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { birthDateSchema } from "#contract/auth-schemas";
import { COPY } from "#contract/messages";
import { SAFETY_COPY } from "#contract/safety";
import { AuthHeading } from "~/components/auth-ui";
import { BirthDateField } from "~/components/birth-date-field";
import { ErrorPage } from "~/components/error-page";
import { FormErrors, SubmitButton, useIsPending } from "~/components/forms";
import { endpoints } from "#contract/endpoints";
import { callApi, dataOrThrow } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/url";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

const DEFAULT_NEXT = "/dashboard";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const profile = await callApi(endpoints["GET /auth/profile"], { token, request });
  if (profile.status === 401) await sessionLost(request);
  const user = dataOrThrow(profile);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), DEFAULT_NEXT);
  if (user.birth_date) throw redirect(redirectTo);
  return { firstName: user.first_name, redirectTo, meta: await pageMetaText(request, "auth", "birthDate") };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: birthDateSchema });
  if (submission.status !== "success") return submission.reply();
  const result = await callApi(endpoints["POST /auth/birth-date"], {
    token,
    request,
    json: submission.value,
  });
  if (result.status === 401) await sessionLost(request);
  if (result.ok) throw redirect(safeRedirect(formData.get("redirectTo"), DEFAULT_NEXT));
  // The API's verdict on the date (under 18, already given) goes next to the field.
  const dateError = result.errors?.birth_date;
  return dateError
    ? submission.reply({ fieldErrors: { birth_date: dateError } })
    : submission.reply({ formErrors: [result.message] });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/birth-date",
      noIndex: true,
    },
  );

export default function BirthDate() {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const { firstName, redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "birth-date-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: birthDateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const tooYoung = fields.birth_date.errors?.includes(SAFETY_COPY.under18) ?? false;
  return (
    <>
      <AuthHeading title={t("birthDate.title")}>{t("birthDate.intro", { name: firstName })}</AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <BirthDateField meta={fields.birth_date} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)}>
          {m(COPY.continue)}
        </SubmitButton>
      </Form>
      <Form method="post" action="/auth/logout" className="mt-6 text-center text-sm text-white/70">
        {tooYoung ? <p className="mb-3">{t("birthDate.tooYoung")}</p> : null}
        <button type="submit" className={tooYoung ? "btn-primary w-full py-3" : "btn-ghost px-6"}>
          {t("birthDate.logOut")}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
