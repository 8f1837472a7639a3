import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    bio: text("bio").notNull().default(""),
    /** scrypt hash; null for accounts made by Google sign-in only. */
    passwordHash: text("password_hash"),
    avatarKey: text("avatar_key"),
    googleSub: text("google_sub"),
    stripeCustomerId: text("stripe_customer_id"),
    mailNotification: boolean("mail_notification").notNull().default(true),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** YYYY-MM-DD; null for accounts made before it was asked (they are asked before the dashboard). */
    birthDate: date("birth_date", { mode: "string" }),
    /** Set when the user said in chat they are a minor: romance bots are closed until an operator clears it. */
    ageReviewAt: timestamp("age_review_at", { withTimezone: true }),
    /** Settings → Preference: the language replies should be in (a name such as "French"); null: any. */
    language: text("language"),
    /** Settings → Preference: the interface's language (one of UI_LANGUAGES, "fr"); null: the browser's. */
    uiLanguage: text("ui_language"),
    /** "About you (for your bots)": how the user describes themselves to every bot (≤ 1,000 chars). */
    persona: text("persona").notNull().default(""),
    /** Set by an operator's ban: every token is revoked and sign-in says the account is suspended. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** Set while two-factor sign-in is on (two_factor_secrets holds the secret, confirmed with a code). */
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_google_sub_key").on(t.googleSub)],
);

/**
 * An account's authenticator-app secret (RFC 6238), encrypted with the server's key. Written by
 * set-up before it is confirmed with a code (then users.two_factor_enabled_at is set), deleted when
 * two-factor sign-in is turned off.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** AES-256-GCM of the base32 secret: "iv.tag.ciphertext", base64url. */
  secretEnc: text("secret_enc").notNull(),
  /** The time step of the last code accepted: a code is good once (RFC 6238 section 5.2). */
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes: only their sha256 is kept; used_at marks the one spent. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in waiting for its second step: the password (or Google) was accepted and the client holds
 * the challenge; only its sha256 is stored. Spent by the right code, dead after 5 wrong ones or 10
 * minutes.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    challengeHash: text("challenge_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("two_factor_challenges_hash_key").on(t.challengeHash),
    index("two_factor_challenges_user_idx").on(t.userId),
  ],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_key").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["signup", "password_reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set once the code was verified (password reset keeps it until the new password is set). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /**
     * Sign-up codes: the password and names of the sign-up this code was sent for, applied when
     * it is verified (so a later sign-up that did not get this code cannot change them).
     */
    pendingPasswordHash: text("pending_password_hash"),
    pendingFirstName: text("pending_first_name"),
    pendingLastName: text("pending_last_name"),
    pendingBirthDate: date("pending_birth_date", { mode: "string" }),
    /**
     * SHA-256 of the key /sign-up returned to the client that made that sign-up: its verification
     * must name it, so a newer sign-up by someone else cannot be completed from the first one's screen.
     */
    pendingKeyHash: text("pending_key_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_lookup_idx").on(t.email, t.purpose, t.createdAt)],
);
