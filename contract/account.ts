// Settings → "Your data": download, sign out everywhere, delete the account. Copy and the zod schemas
// shared by the API and the web forms (Conform).
import { z } from "zod";
import { LANGUAGES } from "./constants";
import { UI_LANGUAGES } from "./ui-languages.js";
import { PASSWORD_MAX } from "./auth-schemas";

export const ACCOUNT_COPY = {
  passwordRequired: "Enter your password to confirm.",
  passwordIncorrect: "The password is incorrect.",
  confirmEmailRequired: "Type your email address to confirm.",
  confirmEmailMismatch: "This is not the email address of your account.",
  deleted: "Your account has been deleted.",
  signedOutEverywhere: "You were signed out on every device, this one included.",
  deleteWarning:
    "This deletes your profile, every chat and its messages, your favourites, notifications, reports, uploaded photos and characters, and signs you out everywhere. A character other members already chat with stays only for their chats, read-only. A running subscription is cancelled and not refunded. It cannot be undone.",
} as const;

const password = z
  .string({
    required_error: ACCOUNT_COPY.passwordRequired,
    invalid_type_error: ACCOUNT_COPY.passwordRequired,
  })
  .min(1, ACCOUNT_COPY.passwordRequired)
  .max(PASSWORD_MAX, ACCOUNT_COPY.passwordIncorrect);

const confirmEmail = z
  .string({
    required_error: ACCOUNT_COPY.confirmEmailRequired,
    invalid_type_error: ACCOUNT_COPY.confirmEmailRequired,
  })
  .trim()
  .min(1, ACCOUNT_COPY.confirmEmailRequired)
  .max(254, ACCOUNT_COPY.confirmEmailMismatch)
  .toLowerCase();

/** Accounts with a password confirm with it. */
export const deleteWithPasswordSchema = z.object({ password });

/** Google-only accounts have no password: they type their email instead. */
export const deleteWithEmailSchema = z.object({ confirm_email: confirmEmail });

/**
 * Settings → Preference: the language bots reply in (PUT /auth/preferences { language }). Empty
 * means "the language I write in"; a model is then told nothing and the offline engine follows the
 * message. `ui_language`, the interface's language ("fr"; empty: the browser's), is saved only when
 * sent, so a client that knows nothing of it leaves it as it is.
 */
export const preferencesSchema = z.object({
  ui_language: z
    .string({ invalid_type_error: "Choose a language from the list." })
    .trim()
    .refine(
      (v) => v === "" || (UI_LANGUAGES as readonly string[]).includes(v),
      "Choose a language from the list.",
    )
    .optional(),
  language: z
    .string({ invalid_type_error: "Choose a language from the list." })
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .pipe(
      z
        .string()
        .refine(
          (v) => v === "" || (LANGUAGES as readonly string[]).includes(v),
          "Choose a language from the list.",
        ),
    )
    .optional(),
});
export const PREFERENCES_SAVED = "Preferences saved";
