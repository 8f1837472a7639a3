// Signed-up, verified and (optionally) subscribed users, made through the public API exactly as a
// person would: sign-up, the code from the dev outbox, verify, local test checkout.
import { apiJson, fetchWithTimeout, sleep } from "./util";

export interface BenchUser {
  email: string;
  password: string;
  token: string;
}

const PASSWORD = "bench-password-123";

function expectStatus(step: string, res: { status: number; json: any }, ok: number[]) {
  if (!ok.includes(res.status)) {
    throw new Error(
      `${step} answered ${res.status}: ${res.json?.message ?? JSON.stringify(res.json).slice(0, 160)}`,
    );
  }
}

async function readCode(base: string, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await apiJson(base, `/dev/outbox?to=${encodeURIComponent(email)}`);
    expectStatus("GET /dev/outbox", res, [200]);
    const mail = Array.isArray(res.json?.data) ? res.json.data[0] : undefined;
    const text = `${mail?.subject ?? ""}\n${mail?.text ?? ""}`;
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? /\b(\d{4,8})\b/.exec(text)?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no verification code reached the outbox for ${email}`);
}

export async function createUser(base: string, tag: string): Promise<BenchUser> {
  const email = `bench-${tag}-${Date.now().toString(36)}@example.com`;
  const signUp = await apiJson(base, "/sign-up", {
    body: { first_name: "Bench", last_name: "Runner", email, password: PASSWORD, birth_date: "1990-05-17" },
  });
  expectStatus("POST /sign-up", signUp, [200, 201]);
  const otp = await readCode(base, email);
  const verified = await apiJson(base, "/verify/otp", { body: { otp, email } });
  expectStatus("POST /verify/otp", verified, [200]);
  const token = verified.json?.data?.token;
  if (typeof token !== "string") throw new Error("POST /verify/otp returned no token");
  return { email, password: PASSWORD, token };
}

export async function subscribeMonthly(base: string, token: string) {
  const panels = await apiJson(base, "/subscription/panels");
  expectStatus("GET /subscription/panels", panels, [200]);
  const plans: any[] = Array.isArray(panels.json?.data) ? panels.json.data : [];
  const monthly = plans.find((p) => p.interval === "month");
  if (!monthly) throw new Error("no monthly plan in /subscription/panels");
  const payment = await apiJson(base, "/subscription/payment", {
    token,
    body: { product_id: monthly.id, bot_id: null },
  });
  expectStatus("POST /subscription/payment", payment, [200, 201]);
  const checkoutId = payment.json?.data?.checkout_id;
  if (checkoutId === undefined || checkoutId === null)
    throw new Error("no checkout_id from /subscription/payment");
  const paid = await apiJson(base, `/checkout/local/${encodeURIComponent(String(checkoutId))}/pay`, {
    token,
    body: { card_number: "4242424242424242" },
  });
  expectStatus("POST /checkout/local/{id}/pay", paid, [200, 201]);
}

export async function createSubscribedUser(base: string, tag: string): Promise<BenchUser> {
  const user = await createUser(base, tag);
  await subscribeMonthly(base, user.token);
  return user;
}

/** The first bot of the public catalogue. */
export async function firstBotId(base: string): Promise<number | string> {
  const res = await apiJson(base, "/bots?per_page=1");
  expectStatus("GET /bots", res, [200]);
  const list: any[] = Array.isArray(res.json?.data) ? res.json.data : (res.json?.data?.data ?? []);
  if (!list[0]?.id) throw new Error("GET /bots returned no bots");
  return list[0].id;
}

/**
 * Signs in through the web app's login form (no JavaScript, like a plain browser form post) and
 * returns the Cookie header for the session, proven by a 200 from /dashboard/discover.
 */
export async function webLoginCookie(base: string, user: BenchUser): Promise<string> {
  const res = await fetchWithTimeout(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: user.email, password: user.password }),
  });
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(";", 1)[0] ?? "");
  const session = cookies.find((c) => c.startsWith("infinite_user="));
  if (!session) throw new Error(`POST /auth/login answered ${res.status} without a session cookie`);
  const cookie = cookies.join("; ");
  const check = await fetchWithTimeout(`${base}/dashboard/discover`, {
    redirect: "manual",
    headers: { Cookie: cookie },
  });
  await check.arrayBuffer();
  if (check.status !== 200) {
    throw new Error(
      `/dashboard/discover with the session answered ${check.status}${check.headers.get("location") ? ` → ${check.headers.get("location")}` : ""}`,
    );
  }
  return cookie;
}
