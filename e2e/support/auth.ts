// Account helpers for e2e specs: unique users, codes from the dev outbox, the sign-up and login
// screens driven the way a person would (works with JavaScript on and off).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

export interface TestUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** YYYY-MM-DD: sign-up is for adults only. */
  birth_date: string;
}

/** An adult's date of birth, for every test user. */
export const ADULT_BIRTH_DATE = "1990-05-17";

let counter = 0;
export function newUser(tag = "user"): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first_name: "Ada",
    last_name: "Lovelace",
    email: `${tag}-${id}@example.com`,
    password: "correct-horse-1",
    birth_date: ADULT_BIRTH_DATE,
  };
}

/** The newest 4-digit code mailed to `email` (the outbox lists newest first). */
export async function latestCode(request: APIRequestContext, email: string, notBefore?: string) {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails: { text: string; created_at: string }[] = (await res.json()).data;
    const mail = mails.find((m) => !notBefore || m.created_at > notBefore);
    code = mail?.text.match(/\b(\d{4})\b/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** Types a code into the four boxes (JavaScript) or the single numeric field (no JavaScript). */
export async function enterOtp(page: Page, code: string) {
  // With JavaScript the four boxes replace the single field at hydration: wait for them rather
  // than racing it.
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.getByRole("textbox", { name: /Digit 1 of 4/ }).click();
    await page.keyboard.type(code);
  } else {
    await page.getByLabel("Verification code").fill(code);
  }
}

/** Signs up through the API (the account stays unverified; its code is in the outbox). */
export async function signUpByApi(request: APIRequestContext, user: TestUser = newUser()) {
  const res = await request.post("/api/v1/sign-up", { data: user });
  expect(res.status(), `sign-up → ${await res.text()}`).toBe(201);
  return user;
}

export async function signUp(page: Page, user: TestUser = newUser()) {
  await startSignUp(page, user);
  await enterOtp(page, await latestCode(page.request, user.email));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
  return user;
}

export async function logIn(page: Page, user: Pick<TestUser, "email" | "password">, path = "/auth/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function logOut(page: Page) {
  await page.goto("/dashboard/profile");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** True in the "js" project, false in "no-js". */
export const withJs = () => test.info().project.name === "js";

/** The server's (or the form's) message under a form. */
export const formError = (page: Page) => page.getByTestId("form-error");

/** Submits the sign-up form and stops on the code screen. */
export async function startSignUp(page: Page, user = newUser("otp")) {
  await page.goto("/auth/sign-up");
  await page.getByLabel("First name").fill(user.first_name);
  await page.getByLabel("Last name").fill(user.last_name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Date of birth").fill(user.birth_date);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
  return user;
}
