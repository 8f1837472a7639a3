// Test users for the chat and discover specs, made through the real API: sign-up, the code from the
// dev outbox, verify; a subscription bought with the local test checkout (card 4242...).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestCode, newUser, signUpByApi, type TestUser } from "./auth";

/** A verified account with its API token. */
export interface ApiUser extends TestUser {
  token: string;
}

const API = "/api/v1";

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as { data: unknown };
  expect(res.ok(), `${res.url()} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

export async function createUser(request: APIRequestContext, firstName = "Ada"): Promise<ApiUser> {
  const user = await signUpByApi(request, { ...newUser("chat"), first_name: firstName });
  const otp = await latestCode(request, user.email);
  const { token } = await ok<{ token: string }>(
    await request.post(`${API}/verify/otp`, { data: { otp, email: user.email } }),
  );
  return { ...user, token };
}

/** Buys a plan of this interval (month: any bot; day: a single-pass bound to botId). */
export async function subscribe(
  request: APIRequestContext,
  user: ApiUser,
  interval: "day" | "week" | "month" | "year" = "month",
  botId: number | null = null,
) {
  const headers = { Authorization: `Bearer ${user.token}` };
  const plans = await ok<{ id: number; interval: string }[]>(await request.get(`${API}/subscription/panels`));
  const plan = plans.find((p) => p.interval === interval);
  expect(plan, `a ${interval} plan`).toBeTruthy();
  const { checkout_id } = await ok<{ checkout_id: string }>(
    await request.post(`${API}/subscription/payment`, {
      headers,
      data: { product_id: plan!.id, bot_id: botId },
    }),
  );
  await ok(
    await request.post(`${API}/checkout/local/${checkout_id}/pay`, {
      headers,
      data: { card_number: "4242424242424242" },
    }),
  );
}

/** Signs the browser in by posting the login form (the session cookie lands in the page's context). */
export async function signIn(page: Page, user: Pick<TestUser, "email" | "password">) {
  const res = await page.request.post("/auth/login", {
    form: { email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(res.status(), "login redirects").toBe(302);
}

export async function firstBots(request: APIRequestContext, count = 3) {
  const page = await ok<{ data: { id: number; name: string; category: string }[] }>(
    await request.get(`${API}/bots`, { params: { per_page: 20 } }),
  );
  return page.data.slice(0, count);
}

/** Resolves once React has hydrated the page (its elements carry React's props), so clicks reach the handlers. */
export async function hydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect
    .poll(() =>
      page.locator("#main").evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
}

/** page.goto, then (with JavaScript) wait for hydration. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}
