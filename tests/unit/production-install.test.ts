// The deploy recipe's steps without a container runtime (the Dockerfile does the same): the tracked
// files and the production build copied to a clean folder, `npm ci --omit=dev` there, the server
// started as in production (NODE_ENV=production, live mail and payments, PostgreSQL and Redis on
// loopback), then sign-up → chat → export through HTTP. Slow (npm ci downloads every production
// package): it runs with PRODUCTION_INSTALL_TEST=1 (`npm run test:production-install`).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIRTH_DATE, PASSWORD } from "../support/accounts";
import { startPostgres, type TestPostgres } from "../support/postgres-cluster";
import { buildDir, buildIfNeeded, freePort } from "../support/built-server";
import { startRedis, type TestRedis } from "../support/redis";
import { signedEvent, startStripeServer, WEBHOOK_SECRET } from "../support/stripe-server";
import { sharedSecrets } from "../support/secrets";

const enabled = process.env.PRODUCTION_INSTALL_TEST === "1";
const EMAIL = "ada-production@example.test";

describe.runIf(enabled)("a production install", () => {
  let folder: string;
  let postgres: TestPostgres;
  let redis: TestRedis;
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;
  let smtp: SMTPServer;
  const inbox: string[] = [];
  let child: ChildProcess;
  let output = "";
  let base: string;

  beforeAll(async () => {
    await buildIfNeeded();
    folder = mkdtempSync(path.join(tmpdir(), "infinite-production-"));
    // The repository as a clone has it (tracked files only), and the build.
    const tracked = spawnSync("git", ["ls-files", "-z"], { encoding: "utf8" })
      .stdout.split("\0")
      .filter(Boolean);
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      cpSync(file, path.join(folder, file));
    }
    cpSync(buildDir, path.join(folder, "build"), { recursive: true });
    // Asynchronously: minutes of a blocked worker would cut vitest's own messages.
    const install = spawn("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: folder });
    let installLog = "";
    install.stderr.on("data", (d) => (installLog += d));
    const installed = await new Promise<number | null>((resolve) => install.once("exit", resolve));
    if (installed !== 0) throw new Error(`npm ci --omit=dev failed:\n${installLog}`);

    [postgres, redis, stripe] = await Promise.all([startPostgres(), startRedis(), startStripeServer()]);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          inbox.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["server/index.js"], {
      cwd: folder,
      // Nothing of this process's environment (vitest's, the developer's): only what a deploy sets.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: path.join(folder, "data"),
        // A deploy on PostgreSQL sets every shared secret (start-up refuses otherwise).
        ...sharedSecrets(),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        STRIPE_SECRET_KEY: "sk_test_production_install",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        DEMO_MODE: "0",
      },
    });
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (
        await fetch(`${base}/api/v1/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 900_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await stripe?.close();
    await redis?.stop();
    await postgres?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
    // The folder holds a whole production install: on a busy 2-core machine its removal and the
    // servers' stops took past the default minute (CI of 2026-11-30).
  }, 300_000);

  const call = async (method: string, p: string, json?: unknown, token?: string) => {
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: {
        ...(json ? { "Content-Type": "application/json" } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it("serves pages and the API, live (no demo outbox)", async () => {
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await call("GET", "/ready")).body.data).toEqual({ status: "ready", database: "ok", redis: "ok" });
    expect((await call("GET", "/dev/outbox")).status).toBe(404);
  });

  it("walks sign-up → chat → export through HTTP", async () => {
    const signUp = await call("POST", "/sign-up", {
      first_name: "Ada",
      last_name: "Production",
      email: EMAIL,
      password: PASSWORD,
      birth_date: BIRTH_DATE,
    });
    expect(signUp.status).toBe(201);
    const otp = inbox.map((raw) => raw.match(/^\s*(\d{4})\s*$/m)?.[1]).find(Boolean);
    expect(otp).toMatch(/^\d{4}$/);
    const verified = await call("POST", "/verify/otp", { email: EMAIL, otp });
    expect(verified.status).toBe(200);
    const token: string = verified.body.data.token;

    // A month's plan, paid on Stripe's page: Stripe's signed webhook completes it.
    const plans = await call("GET", "/subscription/panels");
    const month = plans.body.data.find((p: { interval: string }) => p.interval === "month");
    const checkout = await call(
      "POST",
      "/subscription/payment",
      { product_id: month.id, bot_id: null },
      token,
    );
    expect(checkout.status).toBe(200);
    const { checkout_id, checkout_url } = checkout.body.data;
    const paid = signedEvent("checkout.session.completed", {
      id: String(checkout_url).split("/").pop(),
      object: "checkout.session",
      payment_status: "paid",
      status: "complete",
      client_reference_id: checkout_id,
      metadata: { checkout_id },
      customer: "cus_production_install",
    });
    const webhook = await fetch(`${base}/api/v1/webhooks/stripe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": paid.header },
      body: paid.payload,
    });
    expect(webhook.status).toBe(200);

    const bots = await call("GET", "/bots?per_page=1");
    const botId: number = bots.body.data.data[0].id;
    const sent = await call(
      "POST",
      "/bots/chatting/send",
      { bot_id: botId, message: "Hello from production" },
      token,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.reply.length).toBeGreaterThan(0);

    const exported = await fetch(`${base}/api/v1/auth/account/export`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    expect(text).toContain(EMAIL);
    expect(text).toContain("Hello from production");
  });
});
