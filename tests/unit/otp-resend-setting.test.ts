// OTP_RESEND_SECONDS (docs/requirements/accounts.md#otp): the spec's 20 unless a test server shortens
// it, read alike by the API (its refusal) and the web app (the countdown); anything but a positive
// whole number stops start-up and names the variable.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../../api/config";
import { OTP_RESEND_SECONDS } from "../../contract/constants";

const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-resend-setting-"));
const apiBase = { NODE_ENV: "test", DATA_DIR: dataDir };
// The web app's env module validates process.env when it loads: give it a secret, so loading it
// writes nothing to disk.
const webBase = { ...apiBase, SESSION_SECRET: "resend-setting-test-secret-0123456789abcdef" };
const BAD = ["0", "-3", "2.5", "soon", "20s"];

let loadEnv: typeof import("../../app/utils/env.server").loadEnv;
beforeAll(async () => {
  for (const [k, v] of Object.entries(webBase)) vi.stubEnv(k, v);
  ({ loadEnv } = await import("../../app/utils/env.server"));
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("OTP_RESEND_SECONDS", () => {
  it("is the spec's 20 when unset or empty, in both tiers", () => {
    expect(OTP_RESEND_SECONDS).toBe(20);
    expect(loadConfig(apiBase).OTP_RESEND_SECONDS).toBe(20);
    expect(loadConfig({ ...apiBase, OTP_RESEND_SECONDS: "" }).OTP_RESEND_SECONDS).toBe(20);
    expect(loadEnv(webBase).otpResendSeconds).toBe(20);
    expect(loadEnv({ ...webBase, OTP_RESEND_SECONDS: "" }).otpResendSeconds).toBe(20);
  });

  it("takes a positive whole number of seconds, the same in both tiers", () => {
    expect(loadConfig({ ...apiBase, OTP_RESEND_SECONDS: "2" }).OTP_RESEND_SECONDS).toBe(2);
    expect(loadEnv({ ...webBase, OTP_RESEND_SECONDS: "2" }).otpResendSeconds).toBe(2);
  });

  it.each(BAD)("refuses %j at start-up in the API, naming the variable", (value) => {
    expect(() => loadConfig({ ...apiBase, OTP_RESEND_SECONDS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...apiBase, OTP_RESEND_SECONDS: value })).toThrow(/OTP_RESEND_SECONDS/);
  });

  it.each(BAD)("refuses %j at start-up in the web app, naming the variable", (value) => {
    expect(() => loadEnv({ ...webBase, OTP_RESEND_SECONDS: value })).toThrow(/OTP_RESEND_SECONDS/);
  });
});
