// Account steps shared by the API tests: sign up, read the mailed code, sign in.
import { expect } from "vitest";
import type { TestApi } from "./api";

export const PASSWORD = "correct horse 1";
/** An adult's date of birth: every sign-up needs one. */
export const BIRTH_DATE = "1990-05-17";

let counter = 0;
/** A unique address per call, so tests in one file never share an account. */
export const uniqueEmail = (label = "user") => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/** The newest outbox mail to `email` (optionally with a subject containing `subject`). */
export async function lastMail(t: TestApi, email: string, subject?: string) {
  const { status, body } = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(status).toBe(200);
  const mails = body.data as {
    to: string;
    subject: string;
    text: string;
    html: string;
    created_at: string;
  }[];
  return mails.find((m) => !subject || m.subject.includes(subject)) ?? null;
}

export async function mailCount(t: TestApi, email: string) {
  const { body } = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(email)}`);
  return (body.data as unknown[]).length;
}

/** The code of a mail: it stands alone on its own line of the text part. */
export function codeIn(text: string): string {
  const code = text.match(/^\s*(\d{4})\s*$/m)?.[1];
  if (!code) throw new Error("no code in mail");
  return code;
}

export async function lastCode(t: TestApi, email: string, subject?: string) {
  const mail = await lastMail(t, email, subject);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeIn(mail.text);
}

/** A code that is certainly not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, "0");

export async function signUp(t: TestApi, email: string, extra: Record<string, unknown> = {}, ip?: string) {
  const res = await t.call("POST", "/sign-up", {
    json: {
      first_name: "Ada",
      last_name: "Lovelace",
      email,
      password: PASSWORD,
      birth_date: BIRTH_DATE,
      ...extra,
    },
    ip,
  });
  expect(res.status).toBe(201);
  return res;
}

/** Signs up and verifies; returns the token, the profile and the known-device token of that client. */
export async function verifiedUser(t: TestApi, email = uniqueEmail(), ip?: string) {
  await signUp(t, email, {}, ip);
  const otp = await lastCode(t, email);
  const { status, body } = await t.call("POST", "/verify/otp", { json: { email, otp }, ip });
  expect(status).toBe(200);
  return {
    email,
    token: body.data.token as string,
    user: body.data.user,
    deviceToken: body.data.device_token as string,
  };
}
