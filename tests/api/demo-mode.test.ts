// Demo mode: the outbox and the local test checkout exist only in
// demo mode, and production without it refuses to start without real mail and payments.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../api/config";
import { openDatabase } from "../../api/db/client";
import { createServices, describeServices } from "../../api/services";
import { DEMO_BANNER, demoModeForStart } from "../../contract/demo-mode";
import { createTestApi } from "../support/api";
import { createUser } from "../support/users";

const SMTP = { SMTP_URL: "smtp://127.0.0.1:2525" };
const STRIPE = { STRIPE_SECRET_KEY: "sk_test_demo_mode", STRIPE_WEBHOOK_SECRET: "whsec_demo_mode" };
const production = { NODE_ENV: "production", DATA_DIR: "/tmp/infinite-demo-mode-test" };

function refusal(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("start-up was not refused");
}

describe("start-up outside demo mode", () => {
  it("refuses production without SMTP, naming SMTP_URL and DEMO_MODE", () => {
    const message = refusal(production);
    expect(message).toMatch(/SMTP_URL/);
    expect(message).toMatch(/DEMO_MODE=1/);
  });

  it("refuses production with SMTP but no Stripe, naming STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET", () => {
    const message = refusal({ ...production, ...SMTP });
    expect(message).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(message).not.toMatch(/SMTP_URL/);
  });

  it("refuses DEMO_MODE=0 without SMTP in development too", () => {
    expect(refusal({ NODE_ENV: "development", DEMO_MODE: "0", ...STRIPE })).toMatch(/SMTP_URL/);
  });

  it("names DEMO_MODE when its value is not 1, 0, true or false", () => {
    expect(refusal({ ...production, DEMO_MODE: "yes" })).toMatch(/DEMO_MODE/);
  });

  it("starts with SMTP and Stripe, demo mode off", () => {
    const config = loadConfig({ ...production, ...SMTP, ...STRIPE });
    expect(config.demoMode).toBe(false);
  });

  it("refuses to build the outbox mailer or the test checkout from a config outside demo mode", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const live = loadConfig({ ...production, ...SMTP, ...STRIPE });
      expect(() => createServices({ ...live, SMTP_URL: undefined }, handle)).toThrow(/SMTP_URL/);
      expect(() => createServices({ ...live, STRIPE_SECRET_KEY: undefined }, handle)).toThrow(
        /STRIPE_SECRET_KEY/,
      );
    } finally {
      await handle.close();
    }
  });
});

describe("the demo's doors", () => {
  it("are closed in production with DEMO_MODE=0: no outbox, no test checkout", async () => {
    const t = await createTestApi({ ...production, DEMO_MODE: "0", ...SMTP, ...STRIPE });
    try {
      expect(t.config.demoMode).toBe(false);
      expect((await t.call("GET", "/dev/outbox")).status).toBe(404);
      const user = await createUser(t);
      const pay = await t.call("POST", "/checkout/local/x/pay", {
        token: user.token,
        json: { card_number: "4242 4242 4242 4242" },
      });
      expect(pay.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("are open in demo mode, also under NODE_ENV=production with DEMO_MODE=1", async () => {
    for (const env of [{}, { ...production, DEMO_MODE: "1" }]) {
      const t = await createTestApi(env);
      try {
        expect(t.config.demoMode).toBe(true);
        const outbox = await t.call("GET", "/dev/outbox");
        expect(outbox.status).toBe(200);
        expect(outbox.body.data).toEqual(expect.any(Array));
        expect(describeServices(t.services, t.handle.driver)).toContain(DEMO_BANNER);
      } finally {
        await t.close();
      }
    }
  });
});

describe("npm start on a fresh machine", () => {
  it("turns demo mode on unless mail and payments are both real or DEMO_MODE is set", () => {
    expect(demoModeForStart({})).toBe("1");
    expect(demoModeForStart({ ...SMTP })).toBe("1");
    expect(demoModeForStart({ ...STRIPE })).toBe("1");
    expect(demoModeForStart({ ...SMTP, ...STRIPE })).toBeUndefined();
    expect(demoModeForStart({ DEMO_MODE: "0" })).toBeUndefined();
    expect(demoModeForStart({ DEMO_MODE: "" })).toBe("1");
  });
});
