// Two-factor sign-in with an authenticator app (docs/requirements/accounts.md#two-factor-sign-in):
// the copy, the form schemas shared by the API and the web forms (Conform), and the shapes the API
// answers with.
import { z } from "zod";
import { ACCOUNT_COPY } from "./account";
import { PASSWORD_MAX } from "./auth-schemas";

/** Digits of an authenticator code (RFC 6238 with the apps' usual settings: SHA-1, 30 s). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_COPY = {
  /** The 403 of the operator console until the operator has turned two-factor sign-in on. */
  required: "Set up two-factor sign-in first.",
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  setupCodeRequired: "Enter the 6-digit code from your authenticator app.",
  wrongCode: "That code is not right. Check your authenticator app and try again.",
  expired: "Your sign-in has timed out. Please sign in again.",
  tooManyTries: "Too many wrong codes. Please sign in again.",
  challenge: "Enter the code from your authenticator app.",
  signedIn: "Signed in.",
  setupStarted: "Scan the QR code with your authenticator app, then enter the code it shows.",
  noSetup: "Start the set-up again: the QR code you scanned is no longer waiting.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  enabled: "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
  disabled: "Two-factor sign-in is off.",
  newRecoveryCodes: "Here are your new recovery codes. The old ones no longer work.",
} as const;

const codeText = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    // A recovery code is 11 characters with its dash; anything far longer is not a code.
    .max(64, TWO_FACTOR_COPY.wrongCode);

/** The code of a sign-in's second step, of turning it off and of new recovery codes. */
export const secondFactorCode = codeText(TWO_FACTOR_COPY.codeRequired);

/** The second step of a sign-in: the challenge the first step gave, and a code. */
export const twoFactorSignInSchema = z.object({
  challenge: z
    .string({ required_error: TWO_FACTOR_COPY.expired, invalid_type_error: TWO_FACTOR_COPY.expired })
    .min(1, TWO_FACTOR_COPY.expired)
    .max(128, TWO_FACTOR_COPY.expired),
  code: secondFactorCode,
});

/** The web form of the second step (the challenge stays in the session cookie). */
export const twoFactorCodeSchema = z.object({ code: secondFactorCode });

/** Turning it on: a code from the app just set up (recovery codes do not exist yet). */
export const twoFactorEnableSchema = z.object({ code: codeText(TWO_FACTOR_COPY.setupCodeRequired) });

/** Turning it off: the password (accounts that have one) and a code. */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ invalid_type_error: ACCOUNT_COPY.passwordRequired })
    .max(PASSWORD_MAX, ACCOUNT_COPY.passwordIncorrect)
    .optional(),
  code: secondFactorCode,
});

/** GET /auth/two-factor. `pending` is there between set-up and the confirming code only. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 while off). */
  recovery_codes_left: number;
  /** Operators (ADMIN_EMAILS) cannot open the console until it is on. */
  required: boolean;
  pending: { secret: string; otpauth_url: string } | null;
}

/** What the first step of a sign-in answers when the account has two-factor sign-in on. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  /** Goes back with the code to POST /two-factor/verify; good for 10 minutes and 5 wrong codes. */
  challenge: string;
}

/** Shown once, when turned on and when replaced. */
export interface RecoveryCodes {
  recovery_codes: string[];
}
