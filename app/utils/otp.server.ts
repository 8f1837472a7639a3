// The two code screens (sign-up and password reset) share one action shape: "resend" asks the API
// for a fresh code, anything else checks the typed code and hands it to the screen's own step.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { otpCodeSchema, type OtpPurpose, type ResendResult } from "#contract/auth-schemas";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { readForm } from "./request.server";

export async function otpAction<R>(
  request: Request,
  email: string,
  purpose: OtpPurpose,
  verify: (submission: Submission<{ otp: string }>, otp: string) => Promise<R>,
) {
  const formData = await readForm(request);
  if (formData.get("intent") === "resend") {
    const result = await callApi(endpoints["POST /otp/resend"], { json: { email, purpose }, request });
    const resend: ResendResult = result.ok
      ? { ok: true, message: result.message || "We sent you a new code." }
      : { ok: false, message: result.message, retryAfter: result.retryAfter };
    return { resend };
  }
  const submission = parseWithZod(formData, { schema: otpCodeSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  return verify(submission, submission.value.otp);
}
