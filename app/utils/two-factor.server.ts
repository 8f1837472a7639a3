// Settings → Security → Two-factor sign-in: what the page shows (the status, and while set-up waits
// the QR code drawn here as an SVG image, so no script is needed) and the forms' actions. Recovery
// codes are shown once, in the answer to the form that made them, and never stored by the web app.
import { parseWithZod } from "@conform-to/zod";
import QRCode from "qrcode";
import { endpoints } from "#contract/endpoints";
import {
  TWO_FACTOR_COPY,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  type TwoFactorStatus,
} from "#contract/two-factor";
import { callApi, dataOrThrow } from "./api.server";
import { replyWithApiError, SECRET_FIELDS } from "./auth-flow.server";
import { sessionLost } from "./auth.server";
import { jsonWithSuccess, redirectWithError, redirectWithSuccess } from "./toast.server";

export const SECURITY_TAB = "/dashboard/account-setting?tab=security";

/** Where an operator without two-factor sign-in is sent from the console. */
export const redirectToTwoFactorSetup = () => redirectWithError(SECURITY_TAB, TWO_FACTOR_COPY.required);

export type TwoFactorView = Omit<TwoFactorStatus, "pending"> & {
  pending: { secret: string; qr: string } | null;
};

/** The status for the Security tab, with the QR code of a waiting set-up as a data: URL. */
export async function twoFactorView(request: Request, token: string): Promise<TwoFactorView> {
  const result = await callApi(endpoints["GET /auth/two-factor"], { token, request });
  if (result.status === 401) await sessionLost(request);
  const status = dataOrThrow(result);
  if (!status.pending) return { ...status, pending: null };
  const svg = await QRCode.toString(status.pending.otpauth_url, { type: "svg", margin: 2 });
  return {
    ...status,
    pending: {
      secret: status.pending.secret,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    },
  };
}

/** The Security tab's two-factor forms, by intent; null when the intent is not one of them. */
export async function twoFactorAction(request: Request, token: string, intent: string, formData: FormData) {
  if (intent === "two-factor-setup") return startSetup(request, token);
  if (intent === "two-factor-enable") return enable(request, token, formData);
  if (intent === "two-factor-recovery") return renewRecoveryCodes(request, token, formData);
  if (intent === "two-factor-disable") return disable(request, token, formData);
  return null;
}

async function startSetup(request: Request, token: string) {
  const result = await callApi(endpoints["POST /auth/two-factor/setup"], { token, request });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) throw await redirectWithError(SECURITY_TAB, result.message);
  throw await redirectWithSuccess(`${SECURITY_TAB}#two-factor`, result.message);
}

async function enable(request: Request, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: twoFactorEnableSchema });
  if (submission.status !== "success") return { twoFactorEnable: submission.reply() };
  const result = await callApi(endpoints["POST /auth/two-factor/enable"], {
    token,
    request,
    json: submission.value,
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { twoFactorEnable: replyWithApiError(submission, result) };
  return jsonWithSuccess({ recoveryCodes: result.data.recovery_codes }, result.message);
}

async function renewRecoveryCodes(request: Request, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return { twoFactorRecovery: submission.reply() };
  const result = await callApi(endpoints["POST /auth/two-factor/recovery-codes"], {
    token,
    request,
    json: submission.value,
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { twoFactorRecovery: replyWithApiError(submission, result) };
  return jsonWithSuccess({ recoveryCodes: result.data.recovery_codes }, result.message);
}

async function disable(request: Request, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: twoFactorDisableSchema });
  if (submission.status !== "success") {
    return { twoFactorDisable: submission.reply({ hideFields: SECRET_FIELDS }) };
  }
  const result = await callApi(endpoints["POST /auth/two-factor/disable"], {
    token,
    request,
    json: submission.value,
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { twoFactorDisable: replyWithApiError(submission, result) };
  throw await redirectWithSuccess(SECURITY_TAB, result.message);
}
