// The code screen of sign-up and of password reset (docs/requirements/accounts.md#otp): the email
// the code went to, the four boxes, Continue (disabled until four digits with JavaScript) and the
// resend countdown.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { otpCodeSchema, type ResendResult } from "#contract/auth-schemas";
import { OTP_LENGTH } from "#contract/constants";
import { COPY } from "#contract/messages";
import type { PageMetaText } from "~/utils/page-meta";
import { useHydrated } from "~/utils/hydrated";
import { AuthHeading } from "./auth-ui";
import { ErrorList, FormErrors, SubmitButton, useIsPending } from "./forms";
import { OtpInput } from "./otp-input";

/** What a code route's loader gives: the resend window comes from the server's setting (env.server.ts). */
export type OtpLoaderData = { email: string; resendSeconds: number; meta: PageMetaText };

/** The whole code page of a route whose loader gives OtpLoaderData and whose action is otpAction's. */
export function OtpRoute() {
  const { email, resendSeconds } = useLoaderData<OtpLoaderData>();
  const data = useActionData<{ result?: SubmissionResult<string[]>; resend?: ResendResult }>();
  return (
    <OtpScreen
      email={email}
      resendSeconds={resendSeconds}
      lastResult={data?.result}
      resendResult={data?.resend}
    />
  );
}

function OtpScreen({
  email,
  resendSeconds,
  lastResult,
  resendResult,
}: Omit<OtpLoaderData, "meta"> & {
  lastResult?: SubmissionResult<string[]>;
  resendResult?: ResendResult;
}) {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const hydrated = useHydrated();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "otp-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpCodeSchema }),
    shouldValidate: "onSubmit",
  });
  const initial = typeof fields.otp.initialValue === "string" ? fields.otp.initialValue : "";
  const [code, setCode] = useState(initial);
  return (
    <>
      <AuthHeading title={m(COPY.otpTitle)}>
        <p>
          <Trans
            t={t}
            i18nKey="otp.sent"
            values={{ length: OTP_LENGTH, email }}
            components={{
              email: <strong className="font-semibold break-all text-white" data-testid="otp-email" />,
            }}
          />
        </p>
      </AuthHeading>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <label id={`${fields.otp.id}-label`} htmlFor={fields.otp.id} className="sr-only">
          {t("otp.codeLabel")}
        </label>
        <OtpInput
          id={fields.otp.id}
          name={fields.otp.name}
          defaultValue={initial}
          errorId={fields.otp.errorId}
          invalid={Boolean(fields.otp.errors?.length)}
          onCodeChange={setCode}
        />
        <ErrorList id={fields.otp.errorId} errors={fields.otp.errors} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton
          pending={pending}
          pendingLabel={m(COPY.pleaseWait)}
          disabled={hydrated && code.length < OTP_LENGTH}
        >
          {m(COPY.continue)}
        </SubmitButton>
      </Form>
      <ResendCode seconds={resendSeconds} result={resendResult} />
    </>
  );
}

/**
 * The resend link: a countdown of the resend window first (20 s unless a test server shortens it),
 * restarted after each resend (docs/requirements/accounts.md#otp).
 */
function ResendCode({ seconds, result }: { seconds: number; result?: ResendResult }) {
  const { t } = useTranslation("auth");
  const fetcher = useFetcher<{ resend?: ResendResult }>();
  const hydrated = useHydrated();
  const [left, setLeft] = useState(seconds);
  const latest = fetcher.data?.resend ?? result;

  useEffect(() => {
    const r = fetcher.data?.resend;
    if (r) setLeft(r.ok ? seconds : (r.retryAfter ?? 0));
  }, [fetcher.data, seconds]);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  // Without JavaScript there is no clock: the button is always there and the API says when it is early.
  const waiting = hydrated && left > 0;
  return (
    <div className="mt-6 space-y-2 text-center text-sm text-white/75">
      {latest ? (
        <p role="status" className={latest.ok ? "text-emerald-300" : "text-red-300"}>
          {latest.message}
        </p>
      ) : null}
      <fetcher.Form method="post">
        {waiting ? (
          <p aria-live="off">
            <Trans
              t={t}
              i18nKey="otp.resendIn"
              values={{ seconds: left }}
              components={{ count: <span data-testid="resend-countdown" /> }}
            />
          </p>
        ) : (
          <p>
            {t("otp.noCode")}{" "}
            <button
              type="submit"
              name="intent"
              value="resend"
              disabled={fetcher.state !== "idle"}
              className="font-semibold text-brand-300 underline-offset-4 hover:underline disabled:opacity-60"
            >
              {t("otp.resend")}
            </button>
          </p>
        )}
      </fetcher.Form>
    </div>
  );
}
