// The client-address channel from the Node server to the web app, and the
// other small pure rules of the hardening: rate-limit address keys, Secure cookies, same-origin posts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitAddress } from "../../contract/client-address";
import {
  CLIENT_CHANNEL_HEADER,
  existingChannelSecret,
  readClientAddress,
  stampClientAddress,
} from "../../contract/client-channel";
import { clientAddressOf } from "../../app/utils/client-address.server";
import { secureCookies } from "../../app/utils/cookie-security.server";
import { isCrossSite } from "../../server/cross-site.js";
import { createListener } from "../../server/listener.js";

const SECRET = "s3cret-for-this-process-only";

describe("stampClientAddress", () => {
  it("replaces whatever the client sent under the channel's name with the socket address", () => {
    const headers: Record<string, string | string[] | undefined> = {
      [CLIENT_CHANNEL_HEADER]: `${SECRET.replace("s", "x")} 6.6.6.6`,
      host: "example.test",
    };
    stampClientAddress(headers, "203.0.113.7", SECRET);
    expect(headers[CLIENT_CHANNEL_HEADER]).toBe(`${SECRET} 203.0.113.7`);
    expect(headers.host).toBe("example.test");
  });

  it("leaves no header at all when the socket has no address", () => {
    const headers: Record<string, string | undefined> = { [CLIENT_CHANNEL_HEADER]: "forged 6.6.6.6" };
    stampClientAddress(headers, undefined, SECRET);
    expect(headers).not.toHaveProperty(CLIENT_CHANNEL_HEADER);
  });
});

describe("readClientAddress", () => {
  it("believes only a stamp made with this process's secret", () => {
    expect(readClientAddress(`${SECRET} 203.0.113.7`, SECRET)).toBe("203.0.113.7");
    expect(readClientAddress(`${SECRET} 2001:db8::1`, SECRET)).toBe("2001:db8::1");
    for (const forged of [
      "6.6.6.6",
      "guess 6.6.6.6",
      `${SECRET}x 6.6.6.6`,
      `${SECRET.slice(1)} 6.6.6.6`,
      ` ${SECRET} 6.6.6.6`,
      `${SECRET} `,
      `${SECRET} 6.6.6.6, 7.7.7.7`,
      "",
    ]) {
      expect(readClientAddress(forged, SECRET), forged).toBeUndefined();
    }
  });

  it("believes nothing when no server made a secret (tests, the API alone)", () => {
    expect(readClientAddress(`${SECRET} 203.0.113.7`, undefined)).toBeUndefined();
  });
});

describe("clientAddressOf (what the web app hands to the API)", () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it("takes the stamped socket address and ignores X-Forwarded-For when no proxy is trusted", () => {
    const h = headers({ [CLIENT_CHANNEL_HEADER]: `${SECRET} 203.0.113.7`, "x-forwarded-for": "6.6.6.6" });
    expect(clientAddressOf(h, 0, SECRET)).toBe("203.0.113.7");
  });

  it("takes the trusted proxy's entry behind TRUST_PROXY (the socket is the proxy's)", () => {
    const h = headers({
      [CLIENT_CHANNEL_HEADER]: `${SECRET} 10.0.0.2`,
      "x-forwarded-for": "6.6.6.6, 198.51.100.20",
    });
    expect(clientAddressOf(h, 1, SECRET)).toBe("198.51.100.20");
    // A proxy that sent no header: the socket is all there is.
    expect(clientAddressOf(headers({ [CLIENT_CHANNEL_HEADER]: `${SECRET} 10.0.0.2` }), 1, SECRET)).toBe(
      "10.0.0.2",
    );
  });

  it("is unknown for a forged stamp", () => {
    const h = headers({ [CLIENT_CHANNEL_HEADER]: "not-the-secret 6.6.6.6" });
    expect(clientAddressOf(h, 0, SECRET)).toBeUndefined();
  });
});

describe("the server's stamp (server/listener.js) on a real socket", () => {
  let server: http.Server;
  let seen: { stamp: string | null; listed: string | undefined; address: string | undefined }[] = [];

  beforeAll(async () => {
    // The Request the app gets, as the server builds it: single lookups read Node's parsed headers,
    // a copy (what Remix makes for each loader) is built from the raw list. Both must agree.
    const listener = createListener({
      files: new Map(),
      fetch: (request: Request) => {
        const copy = new Headers(request.headers);
        seen.push({
          stamp: request.headers.get(CLIENT_CHANNEL_HEADER),
          listed: [...copy].find(([name]) => name === CLIENT_CHANNEL_HEADER)?.[1],
          address: clientAddressOf(copy, 0, existingChannelSecret()),
        });
        return new Response("ok");
      },
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("stamps the socket's address and a forged header changes nothing", async () => {
    seen = [];
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    await (await fetch(url)).text();
    await (await fetch(url, { headers: { [CLIENT_CHANNEL_HEADER]: "guessed-secret 6.6.6.6" } })).text();
    const secret = existingChannelSecret();
    await (await fetch(url, { headers: { [CLIENT_CHANNEL_HEADER]: `${secret}-not 6.6.6.6` } })).text();
    // A POST's body is held until it is complete: the stamp is there when the app runs.
    await (await fetch(url, { method: "POST", body: "x=1" })).text();
    expect(secret).toEqual(expect.any(String));
    expect(seen).toHaveLength(4);
    for (const { stamp, listed, address } of seen) {
      expect(stamp).toBe(`${secret} 127.0.0.1`);
      expect(listed).toBe(`${secret} 127.0.0.1`);
      expect(address).toBe("127.0.0.1");
    }
  });
});

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });
});

describe("secureCookies", () => {
  it("is on in production unless PUBLIC_URL is plainly local http", () => {
    expect(secureCookies({ isProduction: true, publicUrl: "https://infinite.example" })).toBe(true);
    expect(secureCookies({ isProduction: true, publicUrl: "http://infinite.example" })).toBe(true);
    expect(secureCookies({ isProduction: true, publicUrl: "http://localhost.evil.example" })).toBe(true);
    expect(secureCookies({ isProduction: true, publicUrl: "http://localhost:3000" })).toBe(false);
    expect(secureCookies({ isProduction: true, publicUrl: "http://127.0.0.1:3230" })).toBe(false);
    expect(secureCookies({ isProduction: true, publicUrl: "http://localhost" })).toBe(false);
    expect(secureCookies({ isProduction: false, publicUrl: "https://infinite.example" })).toBe(false);
  });
});

describe("isCrossSite", () => {
  const post = (headers: Record<string, string>, url = "http://localhost:3000/auth/logout") =>
    new Request(url, { method: "POST", headers });
  const crossSite = (request: Request, publicUrl?: string, trustProxy = false) =>
    isCrossSite(request, { publicUrl, trustProxy });

  it("accepts our own origin, and PUBLIC_URL's behind a proxy", () => {
    expect(crossSite(post({ Origin: "http://localhost:3000" }))).toBe(false);
    expect(
      crossSite(
        post({ Origin: "https://infinite.example" }, "http://10.0.0.5:3000/x"),
        "https://infinite.example",
      ),
    ).toBe(false);
  });

  it("refuses another site, a null origin, or a look-alike", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://localhost:3001",
      "http://localhost:3000.evil.example",
      "not a url",
    ]) {
      expect(crossSite(post({ Origin: origin })), origin).toBe(true);
    }
  });

  it("without Origin, passes only when nothing says cross-site", () => {
    expect(crossSite(post({}))).toBe(false);
    expect(crossSite(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(crossSite(post({ "Sec-Fetch-Site": "none" }))).toBe(false);
    expect(crossSite(post({ Referer: "http://localhost:3000/dashboard" }))).toBe(false);
    expect(crossSite(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(crossSite(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(crossSite(post({ Referer: "https://evil.example/page" }))).toBe(true);
  });

  it("checks every state-changing method, and no read", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const request = new Request("http://localhost:3000/x", {
        method,
        headers: { Origin: "https://evil.example" },
      });
      expect(crossSite(request), method).toBe(true);
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const request = new Request("http://localhost:3000/x", {
        method,
        headers: { Origin: "https://evil.example" },
      });
      expect(crossSite(request), method).toBe(false);
    }
  });

  it("believes X-Forwarded-Host only behind TRUST_PROXY", () => {
    const forwarded = post({ Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" });
    expect(crossSite(forwarded)).toBe(true);
    expect(crossSite(forwarded, undefined, true)).toBe(false);
  });
});
