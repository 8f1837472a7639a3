// The operator of the e2e server (ADMIN_EMAILS in scripts/e2e-server.js), with two-factor sign-in on
// as the console requires. The first spec to need the account makes it; its authenticator secret,
// the last code step used and an API token are kept in a file for the run, because the js and no-js
// projects run in different worker processes against the one server. A file left by an earlier run
// is never read for a live account: that server (and its data directory) is gone, so the account is
// made again and the file rewritten.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADULT_BIRTH_DATE, latestCode } from "./auth";
import { signInCode, signInWithCode, turnOnByApi, type TotpDevice } from "./two-factor";

const API = "/api/v1";

export const ADMIN = {
  first_name: "Olive",
  last_name: "Operator",
  email: "admin@e2e.test",
  password: "correct-horse-1",
  birth_date: ADULT_BIRTH_DATE,
};

interface Kept {
  device: TotpDevice;
  token: string;
}

const keptFile = path.join(tmpdir(), `infinite-e2e-admin-${process.env.E2E_PORT ?? 3210}.json`);

function readKept(): Kept | null {
  try {
    return JSON.parse(readFileSync(keptFile, "utf8")) as Kept;
  } catch {
    return null;
  }
}

const keep = (kept: Kept) => writeFileSync(keptFile, JSON.stringify(kept), { mode: 0o600 });

async function tokenOf(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<string> {
  const body = (await res.json()) as { data: { token: string } };
  expect(res.ok(), `${res.url()} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  return body.data.token;
}

/** Signs the operator up and verifies the email; returns the first token. */
async function createOperator(request: APIRequestContext) {
  const startedAt = new Date().toISOString();
  expect((await request.post(`${API}/sign-up`, { data: ADMIN })).status()).toBe(201);
  const otp = await latestCode(request, ADMIN.email, startedAt);
  return tokenOf(await request.post(`${API}/verify/otp`, { data: { otp, email: ADMIN.email } }));
}

/** The operator's authenticator, making the account (and turning two-factor sign-in on) if need be. */
async function operator(request: APIRequestContext): Promise<Kept> {
  const kept = readKept();
  if (kept && (await request.get(`${API}/auth/profile`, { headers: bearer(kept.token) })).ok()) return kept;
  const login = await request.post(`${API}/login`, { data: ADMIN });
  if (login.status() === 422) {
    const token = await createOperator(request);
    const made = { token, device: await turnOnByApi(request, token) };
    keep(made);
    return made;
  }
  const answer = (await login.json()) as { data: { token?: string; challenge?: string } };
  expect(answer.data.challenge, "the operator has two-factor sign-in on").toBeTruthy();
  expect(kept, `the operator's authenticator is kept in ${keptFile}`).toBeTruthy();
  const device = kept!.device;
  const token = await tokenOf(
    await request.post(`${API}/two-factor/verify`, {
      data: { challenge: answer.data.challenge, code: await signInCode(device) },
    }),
  );
  const renewed = { token, device };
  keep(renewed);
  return renewed;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The operator's API token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await operator(request)).token;
}

/** Signs the browser in as the operator, through the login and code forms. */
export async function signInAsAdmin(page: Page) {
  const kept = await operator(page.request);
  await page.context().clearCookies();
  await signInWithCode(page, ADMIN, kept.device);
  keep(kept);
}
