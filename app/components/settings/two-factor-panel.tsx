// Security → Two-factor sign-in (docs/requirements/accounts.md#two-factor-sign-in): set up with a QR
// code (or the key typed by hand), confirm with a code, keep the recovery codes shown once; once on,
// new recovery codes and turning it off. Plain forms, so all of it works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ZodTypeAny } from "zod";
import type { Profile } from "#contract/api-types";
import { COPY } from "#contract/messages";
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorEnableSchema } from "#contract/two-factor";
import type { TwoFactorView } from "~/utils/two-factor.server";
import { FormErrors, PasswordField, SubmitButton, TextField } from "../forms";

type Reply = SubmissionResult<string[]> | undefined;

export interface TwoFactorReplies {
  enable?: Reply;
  recovery?: Reply;
  disable?: Reply;
  /** Made by the form just sent: shown this once. */
  recoveryCodes?: string[];
}

const useIntentPending = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
};

/** A form of one code field (and maybe a password) checked with its contract schema. */
function useCodeForm(id: string, schema: ZodTypeAny, lastResult: Reply) {
  return useForm<{ code: string; password?: string }>({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/** "ABCD EFGH …": the key as authenticator apps ask for it, easier to copy by eye. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export function TwoFactorPanel({
  status,
  user,
  replies,
}: {
  status: TwoFactorView;
  user: Pick<Profile, "has_password">;
  replies: TwoFactorReplies;
}) {
  return (
    <section id="two-factor" aria-labelledby="two-factor-title" className="card p-6">
      <h2 id="two-factor-title" className="text-xl font-bold">
        Two-factor sign-in
      </h2>
      <p className="mt-3 max-w-2xl text-white/75">
        {status.enabled
          ? "On. Signing in takes your password and a code from your authenticator app."
          : "Off. Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) to your password, so a stolen password alone cannot open your account."}
      </p>
      {status.required && !status.enabled ? (
        <p
          role="note"
          className="mt-4 max-w-2xl rounded-xl border border-amber-300/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100"
        >
          Operator accounts need two-factor sign-in before the operator console opens.
        </p>
      ) : null}
      {replies.recoveryCodes ? <RecoveryCodesList codes={replies.recoveryCodes} /> : null}
      {status.enabled ? (
        <>
          <p className="mt-4 text-sm text-white/75">
            {status.recovery_codes_left} of 10 recovery codes left.
          </p>
          <RenewRecoveryCodesForm lastResult={replies.recovery} />
          <DisableForm withPassword={user.has_password} lastResult={replies.disable} />
        </>
      ) : status.pending ? (
        <SetupSteps setup={status.pending} lastResult={replies.enable} />
      ) : (
        <SetupButton />
      )}
    </section>
  );
}

function SetupButton() {
  const pending = useIntentPending("two-factor-setup");
  return (
    <Form method="post" className="mt-6">
      <SubmitButton
        pending={pending}
        pendingLabel={COPY.pleaseWait}
        name="intent"
        value="two-factor-setup"
        className="btn-primary px-6"
      >
        Set up two-factor sign-in
      </SubmitButton>
    </Form>
  );
}

function SetupSteps({ setup, lastResult }: { setup: { secret: string; qr: string }; lastResult: Reply }) {
  const [form, fields] = useCodeForm("two-factor-enable-form", twoFactorEnableSchema, lastResult);
  const pending = useIntentPending("two-factor-enable");
  return (
    <ol className="mt-6 max-w-lg list-decimal space-y-5 pl-5">
      <li>
        <p>Scan this QR code with your authenticator app.</p>
        <img
          src={setup.qr}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="mt-3 rounded-lg bg-[#fff] p-2"
        />
        <p className="mt-3 text-sm text-white/75">
          Cannot scan it? Type this key into the app instead:{" "}
          <code data-testid="two-factor-secret" className="select-all break-all font-mono text-white">
            {grouped(setup.secret)}
          </code>
        </p>
      </li>
      <li>
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <TextField meta={fields.code} label="Code from the app" autoComplete="one-time-code" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton
            pending={pending}
            pendingLabel={COPY.pleaseWait}
            name="intent"
            value="two-factor-enable"
            className="btn-primary px-6"
          >
            Turn on
          </SubmitButton>
        </Form>
      </li>
    </ol>
  );
}

function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div
      role="region"
      aria-labelledby="recovery-codes-title"
      className="mt-6 max-w-lg rounded-xl border border-emerald-300/40 bg-emerald-950/40 p-4"
    >
      <h3 id="recovery-codes-title" className="font-semibold">
        Your recovery codes
      </h3>
      <p className="mt-2 text-sm text-white/80">
        Each one signs you in once without your phone. Save them somewhere safe now: they are shown only this
        once.
      </p>
      <ul data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function RenewRecoveryCodesForm({ lastResult }: { lastResult: Reply }) {
  const [form, fields] = useCodeForm("recovery-codes-form", twoFactorCodeSchema, lastResult);
  const pending = useIntentPending("two-factor-recovery");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-6 max-w-lg space-y-4">
      <h3 className="font-semibold">New recovery codes</h3>
      <TextField
        meta={fields.code}
        label="Code to make new recovery codes"
        autoComplete="one-time-code"
        hint="A code from your app or a recovery code. The old recovery codes stop working."
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton
        pending={pending}
        pendingLabel={COPY.pleaseWait}
        name="intent"
        value="two-factor-recovery"
        className="btn-ghost px-6"
      >
        Make new recovery codes
      </SubmitButton>
    </Form>
  );
}

function DisableForm({ withPassword, lastResult }: { withPassword: boolean; lastResult: Reply }) {
  const [form, fields] = useCodeForm("two-factor-disable-form", twoFactorDisableSchema, lastResult);
  const pending = useIntentPending("two-factor-disable");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-8 max-w-lg space-y-4">
      <h3 className="font-semibold">Turn off two-factor sign-in</h3>
      {withPassword ? (
        <PasswordField meta={fields.password} label="Your password" autoComplete="current-password" />
      ) : null}
      <TextField meta={fields.code} label="Code to turn it off" autoComplete="one-time-code" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton
        pending={pending}
        pendingLabel={COPY.pleaseWait}
        name="intent"
        value="two-factor-disable"
        className="btn border border-red-400/60 bg-red-600/80 px-6 text-white hover:bg-red-600"
      >
        Turn off
      </SubmitButton>
    </Form>
  );
}
