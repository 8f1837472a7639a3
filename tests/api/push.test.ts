// Web Push: GET /push/public-key, POST/DELETE /push/subscriptions, and every
// notification delivered to the user's devices as an encrypted aes128gcm request with a VAPID
// Authorization header, to a real push service on loopback (allowed in demo mode only).
import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../api/db/schema";
import { notify } from "../../api/domain/notify";
import { NOTIFICATIONS_PATH, PUSH_COPY, PUSH_DEVICES_MAX } from "../../contract/push";
import { PASSWORD, verifiedUser } from "../support/accounts";
import { createTestApi, type TestApi } from "../support/api";
import { first } from "../support/defined";
import { decrypt, device, startPushService, verifyVapid } from "../support/push-service";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let service: Awaited<ReturnType<typeof startPushService>>;
let counter = 0;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  service = await startPushService();
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => service.answer(201));

/** A new device on the loopback push service. */
const loopbackDevice = () => device(`${service.origin}/push/${++counter}`);
const subscribe = (user: TestUser | { token: string }, json: unknown) =>
  t.call("POST", "/push/subscriptions", { token: user.token, json });
const unsubscribe = (user: TestUser, endpoint: string) =>
  t.call("DELETE", "/push/subscriptions", { token: user.token, json: { endpoint } });
const devicesOf = (userId: number) =>
  t.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const publicKey = async () => (await t.call("GET", "/push/public-key")).body.data.key as string;

describe("GET /push/public-key", () => {
  it("gives the VAPID public key to anyone, the same every time, kept in DATA_DIR", async () => {
    const first = await t.call("GET", "/push/public-key");
    expect(first.status).toBe(200);
    const key = first.body.data.key as string;
    const point = Buffer.from(key, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(await publicKey()).toBe(key);
    expect(existsSync(path.join(t.config.dataDir, "vapid-keys.json"))).toBe(true);
  });

  it("uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set", async () => {
    const { default: webpush } = await import("web-push");
    const keys = webpush.generateVAPIDKeys();
    const own = await createTestApi({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    try {
      expect((await own.call("GET", "/push/public-key")).body.data.key).toBe(keys.publicKey);
    } finally {
      await own.close();
    }
  });
});

describe("POST /push/subscriptions", () => {
  it("needs a signed-in user", async () => {
    const res = await t.call("POST", "/push/subscriptions", { json: loopbackDevice().json });
    expect(res.status).toBe(401);
  });

  it("subscribes a device (201), and subscribing it again only refreshes its keys", async () => {
    const user = await createUser(t);
    const d = loopbackDevice();
    const res = await subscribe(user, d.json);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: PUSH_COPY.subscribed });
    const again = device(d.json.endpoint);
    expect((await subscribe(user, again.json)).status).toBe(201);
    const rows = await devicesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: d.json.endpoint, p256dh: again.json.keys.p256dh });

    // "Download my data" lists the device by its push service, never its endpoint or keys.
    const exported = await t.call("GET", "/auth/account/export", { token: user.token });
    expect(exported.body.notification_devices).toEqual([
      { push_service: new URL(d.json.endpoint).host, subscribed_at: expect.stringMatching(/^\d{4}-/) },
    ]);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain(d.json.endpoint);
    expect(text).not.toContain(again.json.keys.p256dh);
  });

  it("refuses a subscription without usable keys, per field", async () => {
    const user = await createUser(t);
    const { json } = loopbackDevice();
    const noKeys = await subscribe(user, { endpoint: json.endpoint });
    expect(noKeys.status).toBe(422);
    expect(noKeys.body.errors.keys).toEqual([PUSH_COPY.keysInvalid]);
    const shortAuth = await subscribe(user, { ...json, keys: { ...json.keys, auth: "abc" } });
    expect(shortAuth.status).toBe(422);
    expect(shortAuth.body.errors["keys.auth"]).toEqual([PUSH_COPY.keysInvalid]);
    const noEndpoint = await subscribe(user, { keys: json.keys });
    expect(noEndpoint.body.errors.endpoint).toEqual([PUSH_COPY.endpointRequired]);
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it("accepts https endpoints of the known push services and refuses any other host", async () => {
    const user = await createUser(t);
    const accepted = [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/xyz",
      "https://web.push.apple.com/QGx1",
      "https://wns2-by3p.notify.windows.com/w/?token=x",
    ];
    for (const endpoint of accepted) expect((await subscribe(user, device(endpoint).json)).status).toBe(201);
    const refused = [
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://169.254.169.254/latest/meta-data",
    ];
    for (const endpoint of refused) {
      const res = await subscribe(user, device(endpoint).json);
      expect(res.status, endpoint).toBe(422);
      expect(res.body.errors.endpoint).toEqual([PUSH_COPY.endpointInvalid]);
    }
    expect(await devicesOf(user.id)).toHaveLength(accepted.length);
  });

  it("accepts loopback endpoints in demo mode only", async () => {
    expect(t.config.demoMode).toBe(true);
    const live = await createTestApi({
      DEMO_MODE: "0",
      SMTP_URL: "smtp://127.0.0.1:2525",
      STRIPE_SECRET_KEY: "sk_test_push",
      STRIPE_WEBHOOK_SECRET: "whsec_push",
    });
    try {
      const user = await createUser(live);
      const res = await live.call("POST", "/push/subscriptions", {
        token: user.token,
        json: loopbackDevice().json,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.endpoint).toEqual([PUSH_COPY.endpointInvalid]);
      const fcm = device("https://fcm.googleapis.com/fcm/send/live").json;
      expect((await live.call("POST", "/push/subscriptions", { token: user.token, json: fcm })).status).toBe(
        201,
      );
    } finally {
      await live.close();
    }
  });

  it(`allows ${PUSH_DEVICES_MAX} devices per user; the next is refused with a clear message`, async () => {
    const user = await createUser(t);
    const devices = Array.from({ length: PUSH_DEVICES_MAX }, loopbackDevice);
    for (const d of devices) expect((await subscribe(user, d.json)).status).toBe(201);
    const extra = await subscribe(user, loopbackDevice().json);
    expect(extra.status).toBe(422);
    expect(extra.body.message).toBe(PUSH_COPY.tooManyDevices);
    // A device already on the list may still subscribe again.
    expect((await subscribe(user, device(first(devices).json.endpoint).json)).status).toBe(201);
    expect(await devicesOf(user.id)).toHaveLength(PUSH_DEVICES_MAX);
  });

  it("gives a device to whoever subscribed on it last", async () => {
    const [ada, bob] = [await createUser(t), await createUser(t)];
    const d = loopbackDevice();
    await subscribe(ada, d.json);
    expect((await subscribe(bob, d.json)).status).toBe(201);
    expect(await devicesOf(ada.id)).toHaveLength(0);
    expect((await devicesOf(bob.id)).map((r) => r.endpoint)).toEqual([d.json.endpoint]);
  });
});

describe("DELETE /push/subscriptions", () => {
  it("turns off the caller's own device; another user's is not found and stays", async () => {
    const [ada, bob] = [await createUser(t), await createUser(t)];
    const d = loopbackDevice();
    await subscribe(ada, d.json);
    const stranger = await unsubscribe(bob, d.json.endpoint);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(PUSH_COPY.notSubscribed);
    expect(await devicesOf(ada.id)).toHaveLength(1);
    const own = await unsubscribe(ada, d.json.endpoint);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe(PUSH_COPY.unsubscribed);
    expect(await devicesOf(ada.id)).toHaveLength(0);
    expect((await unsubscribe(ada, d.json.endpoint)).status).toBe(404);
  });
});

describe("delivery", () => {
  it("sends every notification to each device: aes128gcm, VAPID-signed, the payload readable only with the device's keys", async () => {
    const { token } = await verifiedUser(t);
    const phone = loopbackDevice();
    const laptop = loopbackDevice();
    await subscribe({ token }, phone.json);
    await subscribe({ token }, laptop.json);
    await t.services.push.idle();
    const before = service.requests.length;

    // A real notifying action: the password change notice (api/domain/accounts.ts, unchanged).
    const changed = await t.call("POST", "/auth/change-password", {
      token,
      json: {
        current_password: PASSWORD,
        new_password: "new password!",
        new_password_confirmation: "new password!",
      },
    });
    expect(changed.status).toBe(200);
    await t.services.push.idle();

    const sent = service.requests.slice(before);
    expect(sent.map((r) => r.path).sort()).toEqual(
      [phone, laptop].map((d) => new URL(d.json.endpoint).pathname).sort(),
    );
    const key = await publicKey();
    for (const request of sent) {
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(request.headers["content-type"]).toBe("application/octet-stream");
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const claims = verifyVapid(request.headers.authorization, key, service.origin);
      expect(claims.sub).toMatch(/^mailto:|^https:/);
      const d = request.path === new URL(phone.json.endpoint).pathname ? phone : laptop;
      expect(JSON.parse(decrypt(request.body, d))).toEqual({
        title: "Password changed",
        body: expect.stringContaining("Your password was changed"),
        url: NOTIFICATIONS_PATH,
      });
      // Nobody else's keys open it.
      expect(() => decrypt(request.body, d === phone ? laptop : phone)).toThrow();
    }
  });

  it("sends a notice in its owner's interface language", async () => {
    const user = await createUser(t);
    expect(
      (await t.call("PUT", "/auth/preferences", { token: user.token, json: { ui_language: "fr" } })).status,
    ).toBe(200);
    const phone = loopbackDevice();
    await subscribe(user, phone.json);
    await t.services.push.idle();
    const before = service.requests.length;
    await notify(t.services.db, user.id, "Plan renewed", "Your Monthly renewed and runs until June 5, 2026.");
    await t.services.push.idle();
    const sent = first(service.requests.slice(before), "the push request");
    expect(JSON.parse(decrypt(sent.body, phone))).toEqual({
      title: "Formule renouvelée",
      body: "Ta formule Monthly a été renouvelée et court jusqu’au 5 juin 2026.",
      url: NOTIFICATIONS_PATH,
    });
  });

  it("removes a subscription the push service says is gone (410, 404), keeps it on other failures", async () => {
    const user = await createUser(t);
    const d = loopbackDevice();
    await subscribe(user, d.json);

    service.answer(500);
    await notify(t.services.db, user.id, "Still here", "A server error is not the end of a device.");
    await t.services.push.idle();
    expect(await devicesOf(user.id)).toHaveLength(1);
    const logged = t.logs.filter((l) => l.startsWith("[push]")).at(-1) ?? "";
    expect(logged).toMatch(/500/);
    expect(logged).not.toContain(new URL(d.json.endpoint).pathname);

    service.answer(410);
    await notify(t.services.db, user.id, "Gone", "This device unsubscribed in the browser.");
    await t.services.push.idle();
    expect(await devicesOf(user.id)).toHaveLength(0);

    const other = loopbackDevice();
    await subscribe(user, other.json);
    service.answer(404);
    await notify(t.services.db, user.id, "Gone", "Not found either.");
    await t.services.push.idle();
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it("never fails the action that notified when a push service cannot be reached", async () => {
    const user = await createUser(t);
    // A port nothing listens on: the service just closed.
    const dead = await startPushService();
    await dead.close();
    await subscribe(user, device(`${dead.origin}/push/dead`).json);
    await expect(
      notify(t.services.db, user.id, "Hello", "Delivered in-app anyway."),
    ).resolves.toBeUndefined();
    await t.services.push.idle();
    const bell = await t.call("GET", "/notifications", { token: user.token });
    expect(bell.body.data.notifications[0].data.title).toBe("Hello");
    const rows = await t.services.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(t.logs.some((l) => l.startsWith("[push] not delivered to 127.0.0.1"))).toBe(true);
  });
});
