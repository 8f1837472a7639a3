// Members and operators made through a cluster's balancer, as a browser would (the demo outbox
// holds their codes), for the cluster tests.
import { Secret, TOTP } from "otpauth";

const PASSWORD = "correct-horse-battery-1";

/** One API call; its `data`, or an error naming the status and message. */
export async function call(base: string, method: string, p: string, json?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${p}`, {
    method,
    headers: {
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { data: any; message: string };
  if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${body.message}`);
  return body.data;
}

/** Signs up and verifies `email`; its bearer token. */
export async function member(base: string, email: string): Promise<string> {
  await call(base, "POST", "/sign-up", {
    first_name: "Ada",
    last_name: "Cluster",
    email,
    password: PASSWORD,
    birth_date: "1990-05-17",
  });
  const mail = (await call(base, "GET", `/dev/outbox?to=${encodeURIComponent(email)}`)) as { text: string }[];
  const otp = mail[0]?.text.match(/\b(\d{4})\b/)?.[1];
  return ((await call(base, "POST", "/verify/otp", { email, otp })) as { token: string }).token;
}

/** A member named in ADMIN_EMAILS with two-factor sign-in on, as the console requires; its token. */
export async function operator(base: string, email: string): Promise<string> {
  const token = await member(base, email);
  const setup = (await call(base, "POST", "/auth/two-factor/setup", undefined, token)) as {
    pending: { secret: string };
  };
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.pending.secret) });
  await call(base, "POST", "/auth/two-factor/enable", { code }, token);
  return token;
}

/** Signs `email` in through the web app's login form (as a browser without JavaScript); its Cookie header. */
export async function webSession(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0] ?? "")
    .join("; ");
  if (!cookie.includes("infinite_user="))
    throw new Error(`POST /auth/login → ${res.status} without a session`);
  return cookie;
}

/** A monthly plan bought through the demo's local checkout with the test card. */
export async function subscribe(base: string, token: string) {
  const plans = (await call(base, "GET", "/subscription/panels")) as { id: number; interval: string }[];
  const monthly = plans.find((p) => p.interval === "month");
  if (!monthly) throw new Error("no monthly plan");
  const payment = (await call(
    base,
    "POST",
    "/subscription/payment",
    { product_id: monthly.id, bot_id: null },
    token,
  )) as { checkout_id: string | number };
  await call(
    base,
    "POST",
    `/checkout/local/${encodeURIComponent(String(payment.checkout_id))}/pay`,
    { card_number: "4242424242424242" },
    token,
  );
}
