// Account forms (docs/requirements/accounts.md#validation) as zod schemas shared by the web app's
// actions/Conform and the API. Pure: no imports beyond zod and the contract. The API validates with
// these same rules.
import { z } from "zod";
import { OTP_LENGTH, PASSWORD_MIN } from "./constants";
import { COPY } from "./messages";
import { ageOn, isCalendarDate, MINIMUM_AGE, SAFETY_COPY } from "./safety";

export const NAME_MAX = 50;
export const BIO_MAX = 500;
/** Bounds the work of hashing; far beyond any real password. */
export const PASSWORD_MAX = 128;
export const OTP_PURPOSES = ["signup", "password_reset"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const NAME_MESSAGES = {
  firstRequired: "First name is required",
  lastRequired: "Last name is required",
  firstMax: `First name must be ${NAME_MAX} characters or fewer.`,
  lastMax: `Last name must be ${NAME_MAX} characters or fewer.`,
  bioMax: `Bio must be ${BIO_MAX} characters or fewer.`,
  otpFormat: `Enter the ${OTP_LENGTH}-digit code.`,
  passwordMax: `Password must be ${PASSWORD_MAX} characters or fewer.`,
  purpose: "Choose signup or password_reset.",
} as const;

/** Conform turns empty fields into undefined, JSON clients send ""; both get the same message. */
const requiredText = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);

/** Checked for a pattern only once present, so an empty field gets one message, not two. */
export const emailField = requiredText(COPY.emailRequired).pipe(
  z.string().max(254, COPY.emailInvalid).email(COPY.emailInvalid).toLowerCase(),
);

/** Passwords are never trimmed; one message per failure (required, then length). */
export const passwordField = (required: string = COPY.passwordRequired) =>
  z.string({ required_error: required, invalid_type_error: required }).superRefine((value, ctx) => {
    const message = !value
      ? required
      : value.length < PASSWORD_MIN
        ? COPY.passwordMin
        : value.length > PASSWORD_MAX
          ? NAME_MESSAGES.passwordMax
          : null;
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

export const otpField = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z
    .string({ required_error: NAME_MESSAGES.otpFormat, invalid_type_error: NAME_MESSAGES.otpFormat })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), NAME_MESSAGES.otpFormat),
);

export const firstNameField = requiredText(NAME_MESSAGES.firstRequired).max(NAME_MAX, NAME_MESSAGES.firstMax);
export const lastNameField = requiredText(NAME_MESSAGES.lastRequired).max(NAME_MAX, NAME_MESSAGES.lastMax);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A YYYY-MM-DD date of birth of someone at least MINIMUM_AGE on `today()` (UTC calendar dates). The
 * clock is a parameter so the API judges with its own (testable) clock; the web's copy of the
 * check only spares a round trip.
 */
export const birthDateField = (today: () => Date = () => new Date()) =>
  z
    .string({
      required_error: SAFETY_COPY.birthDateRequired,
      invalid_type_error: SAFETY_COPY.birthDateInvalid,
    })
    .trim()
    .superRefine((value, ctx) => {
      const message = !value
        ? SAFETY_COPY.birthDateRequired
        : !isCalendarDate(value)
          ? SAFETY_COPY.birthDateInvalid
          : value > isoDay(today())
            ? SAFETY_COPY.birthDateFuture
            : ageOn(value, today()) < MINIMUM_AGE
              ? SAFETY_COPY.under18
              : null;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });

/** The latest date of birth that is old enough today: the date input's `max` (a hint; the server decides). */
export function latestAdultBirthDate(today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  // 29 February minus 18 years rolls into March; the last allowed day is the 28th then.
  if (d.getUTCMonth() !== today.getUTCMonth()) d.setUTCDate(0);
  return isoDay(d);
}

export const signUpSchemaOn = (today?: () => Date) =>
  z.object({
    first_name: firstNameField,
    last_name: lastNameField,
    email: emailField,
    password: passwordField(),
    birth_date: birthDateField(today),
  });

export const signUpSchema = signUpSchemaOn();

/** The one-time question for accounts made before sign-up asked (and Google sign-ins). */
export const birthDateSchemaOn = (today?: () => Date) => z.object({ birth_date: birthDateField(today) });

export const birthDateSchema = birthDateSchemaOn();

export const loginSchema = z.object({ email: emailField, password: passwordField() });

export const emailSchema = z.object({ email: emailField });

export const otpSchema = z.object({ otp: otpField, email: emailField });

/** The code screens' own form: just the code (the email comes from the session). */
export const otpCodeSchema = otpSchema.pick({ otp: true });

/** What asking for a new code answered, shown on the code screen. */
export interface ResendResult {
  ok: boolean;
  message: string;
  retryAfter?: number;
}

/**
 * /verify/otp: `signup_key` is what /sign-up returned to the client that signed up (optional:
 * docs/requirements/accounts.md#sign-up).
 */
export const verifySignupSchema = otpSchema.extend({ signup_key: z.string().min(1).max(100).optional() });

export const resendOtpSchema = z.object({
  email: emailField,
  purpose: z.enum(OTP_PURPOSES, {
    errorMap: () => ({ message: NAME_MESSAGES.purpose }),
  }),
});

/** New password + confirmation, as on the "Create new password" screen. */
export const newPasswordFields = z.object({
  new_password: passwordField(),
  new_password_confirmation: z
    .string({ required_error: COPY.confirmPasswordRequired })
    .min(1, COPY.confirmPasswordRequired),
});

const confirmationMatches =
  (message: string) =>
  (v: { new_password: string; new_password_confirmation: string }, ctx: z.RefinementCtx) => {
    if (v.new_password !== v.new_password_confirmation) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["new_password_confirmation"], message });
    }
  };

export const newPasswordSchema = newPasswordFields.superRefine(confirmationMatches(COPY.passwordsDoNotMatch));

export const resetPasswordSchema = newPasswordFields
  .extend({ email: emailField, otp: otpField })
  .superRefine(confirmationMatches(COPY.passwordsDoNotMatch));

/** Settings → Security, with its own messages (docs/requirements/accounts.md#validation). */
export const changePasswordFields = z.object({
  current_password: z
    .string({ required_error: COPY.fieldRequired })
    .min(1, COPY.fieldRequired)
    .max(PASSWORD_MAX, NAME_MESSAGES.passwordMax),
  new_password: passwordField(COPY.fieldRequired),
  new_password_confirmation: z
    .string({ required_error: COPY.rewriteNewPassword })
    .min(1, COPY.rewriteNewPassword),
});

export const changePasswordSchema = changePasswordFields.superRefine(
  confirmationMatches(COPY.passwordDoesntMatch),
);

const TRUE_VALUES = new Set(["1", "true", "on", "yes"]);
const FALSE_VALUES = new Set(["0", "false", "off", "no", ""]);

/** 1/0/true/false (form or JSON); absent means "leave as it is". */
export const mailNotificationField = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined || typeof v === "boolean" || v === 1 || v === 0) return;
    if (typeof v === "string" && (TRUE_VALUES.has(v.toLowerCase()) || FALSE_VALUES.has(v.toLowerCase())))
      return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Mail notification must be 1 or 0." });
  })
  .transform((v) =>
    v === undefined ? undefined : typeof v === "string" ? TRUE_VALUES.has(v.toLowerCase()) : Boolean(v),
  );

/** Personal information (email is read-only: sent by the form, ignored by the API). */
export const profileSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  bio: z.string().trim().max(BIO_MAX, NAME_MESSAGES.bioMax).optional().default(""),
  mail_notification: mailNotificationField,
});
