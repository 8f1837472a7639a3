// Which push endpoints the API accepts (contract/push.ts): https on the browsers' push services;
// loopback only in demo mode, so a member cannot make the server call an address of their choosing.
import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "../../contract/push";

const live = { demoMode: false };
const demo = { demoMode: true };

describe("isAllowedPushEndpoint", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://push.services.mozilla.com/wpush/v1/x".replace("push.", "eu.push."),
    "https://web.push.apple.com/QGx1bmE",
    "https://api.push.apple.com/3/device/x",
    "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
    "https://FCM.googleapis.com/fcm/send/x",
  ])("accepts %s", (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, live)).toBe(true);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/x",
    "https://fcm.googleapis.com:8443/fcm/send/x",
    "https://user:secret@fcm.googleapis.com/fcm/send/x",
    "https://fcm.googleapis.com.attacker.example/x",
    "https://notify.windows.com.attacker.example/x",
    "https://attackerpush.apple.com/x",
    "https://example.com/push",
    "https://10.0.0.1/push",
    "ftp://fcm.googleapis.com/x",
    "not a url",
    "",
  ])("refuses %s", (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, live)).toBe(false);
  });

  it("accepts loopback endpoints over http or https in demo mode only", () => {
    for (const endpoint of ["http://127.0.0.1:4567/push/1", "http://localhost:8080/p", "https://[::1]:9/p"]) {
      expect(isAllowedPushEndpoint(endpoint, demo), endpoint).toBe(true);
      expect(isAllowedPushEndpoint(endpoint, live), endpoint).toBe(false);
    }
    expect(isAllowedPushEndpoint("http://192.168.1.2/push", demo)).toBe(false);
  });
});
