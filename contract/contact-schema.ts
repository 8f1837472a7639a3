// The contact form (docs/requirements/accounts.md#validation), shared by the web app (Conform +
// action) and the API (POST /contact-us/send). Pure: only zod and the contract.
import { z } from "zod";
import { COPY } from "./messages";

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** The hidden field people never see and bots fill in; a value means "drop silently". */
export const CONTACT_HONEYPOT = "website";
/** Per address: enough for a person correcting a message, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;
/** Per sender email, whatever the address: a spam run from many addresses signs the same name. */
export const CONTACT_EMAIL_RATE_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const;

export const CONTACT_LIMIT_MESSAGES = {
  firstNameMax: `First name must be ${CONTACT_NAME_MAX} characters or fewer.`,
  lastNameMax: `Last name must be ${CONTACT_NAME_MAX} characters or fewer.`,
  messageMax: `Message must be ${CONTACT_MESSAGE_MAX} characters or fewer.`,
  rateLimited: "You have sent several messages already. Please wait a few minutes and try again.",
} as const;

/**
 * Conform sends undefined for an empty field and JSON clients send ""; both get the "required" message,
 * and only that one (the length rules run once the field has something in it).
 */
const text = (required: string, rest: z.ZodString) =>
  z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).pipe(rest);

export const contactSchema = z.object({
  first_name: text(
    COPY.firstNameRequired,
    z
      .string()
      .min(CONTACT_NAME_MIN, COPY.firstNameMin)
      .max(CONTACT_NAME_MAX, CONTACT_LIMIT_MESSAGES.firstNameMax),
  ),
  last_name: text(
    COPY.lastNameRequired,
    z
      .string()
      .min(CONTACT_NAME_MIN, COPY.lastNameMin)
      .max(CONTACT_NAME_MAX, CONTACT_LIMIT_MESSAGES.lastNameMax),
  ),
  email: text(COPY.emailRequired, z.string().max(254, COPY.emailInvalid).email(COPY.emailInvalid)),
  message: text(
    COPY.messageRequired,
    z
      .string()
      .min(CONTACT_MESSAGE_MIN, COPY.messageMin)
      .max(CONTACT_MESSAGE_MAX, CONTACT_LIMIT_MESSAGES.messageMax),
  ),
  // Never an error: a filled honeypot is answered like a success (see the API).
  [CONTACT_HONEYPOT]: z.unknown().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
