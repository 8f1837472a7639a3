// Settings that both tiers read from the environment and must agree on. Only the servers import
// this (api/config.ts, app/utils/env.server.ts): contract/constants.ts stays free of zod, since
// pages that ship it to the browser would otherwise carry zod too.
import { z } from "zod";
import { OTP_RESEND_SECONDS } from "./constants";

/**
 * OTP_RESEND_SECONDS: the code screens' countdown and the API's refusal of an early resend. Only
 * test servers shorten it; unset or empty, it is the spec's 20 (docs/requirements/accounts.md#otp).
 */
export const otpResendSecondsSetting = z.preprocess(
  // Empty counts as unset, as for the other settings.
  (value) => (value === "" ? undefined : value),
  z.coerce
    .number({ message: "OTP_RESEND_SECONDS must be a whole number of seconds" })
    .int("OTP_RESEND_SECONDS must be a whole number of seconds")
    .positive("OTP_RESEND_SECONDS must be at least 1")
    .default(OTP_RESEND_SECONDS),
);
