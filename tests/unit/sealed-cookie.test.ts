// The encrypted session cookie (app/utils/sealed-cookie.server.ts) and its name: what one secret
// seals, only that secret opens, for that cookie only, and anything else reads as no session.
import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "../../app/utils/cookie-security.server";
import { cookieKey, seal, sealedCookie, unseal } from "../../app/utils/sealed-cookie.server";

const SECRET = "unit-test-session-secret-0123456789abcdef";
const key = cookieKey(SECRET);
const data = { token: "tok_0123456789abcdefghijklmnopqrstuvwxyz", user_email: "ada@example.com" };

describe("seal and unseal", () => {
  it("round-trips, with a fresh IV each time", () => {
    const sealed = seal(data, key, "infinite_user");
    expect(unseal(sealed, key, "infinite_user")).toEqual(data);
    expect(seal(data, key, "infinite_user")).not.toBe(sealed);
  });

  it("opens nothing under another secret, another cookie's name, or with one byte changed", () => {
    const sealed = seal(data, key, "infinite_user");
    expect(unseal(sealed, cookieKey(`${SECRET}-rotated`), "infinite_user")).toBeNull();
    expect(unseal(sealed, key, "toast-session")).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(unseal(bytes.toString("base64url"), key, "infinite_user")).toBeNull();
    for (const junk of ["", "abc", null, 42, { token: "x" }])
      expect(unseal(junk, key, "infinite_user")).toBeNull();
  });
});

describe("sealedCookie", () => {
  const cookie = sealedCookie("infinite_user", { path: "/", httpOnly: true, maxAge: 60 }, SECRET);

  it("reads back what it wrote, and the header shows neither the token nor the email", async () => {
    const header = (await cookie.serialize(data)).split(";")[0]!;
    expect(await cookie.parse(header)).toEqual(data);
    const value = decodeURIComponent(header.slice("infinite_user=".length));
    for (const reading of [value, Buffer.from(value, "base64").toString("latin1")]) {
      expect(reading).not.toContain(data.token);
      expect(reading).not.toContain(data.user_email);
    }
  });

  it("reads a cookie of the old, signed-only format as no session", async () => {
    const old = await createCookie("infinite_user", { secrets: [SECRET] }).serialize(data);
    expect(await cookie.parse(old.split(";")[0]!)).toBeNull();
  });
});

describe("sessionCookieName", () => {
  it("is __Host- prefixed only when the cookie is Secure (browsers refuse the prefix over http)", () => {
    expect(sessionCookieName(true)).toBe("__Host-infinite_user");
    expect(sessionCookieName(false)).toBe("infinite_user");
  });
});
