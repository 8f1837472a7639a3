// Malformed input to the web app is the sender's mistake, never a 500: every route of the production
// build that has an action (read from the build's own route manifest, so a new one is walked too) is
// posted each body below, as a page post (JavaScript off) and as Remix's data request (a fetcher),
// signed in as an operator so that no sign-in redirect stands in front of the action. The API's
// routes get the same treatment in tests/api/malformed-input.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildRoutes,
  routeUrl,
  signInOnPage,
  startBuiltServer,
  verifiedMember,
  type BuiltServer,
} from "../support/built-server";

const ADMIN_EMAIL = "ops@malformed.test";

let server: BuiltServer;
let operator: { email: string; password: string };

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  operator = await verifiedMember(server.base, ADMIN_EMAIL);
}, 300_000);

afterAll(() => server?.stop());

const DEPTH = 50_000;
const NUMBER_FIELDS = ["product_id", "bot_id", "chat_id", "message_id", "index", "greeting", "page", "id"];

const bodies: [string, { type?: string; body: string }][] = [
  ["JSON", { type: "application/json", body: '{"email":"a@b.c","message":"hi"}' }],
  [
    "JSON nested 50,000 deep",
    { type: "application/json", body: `{"a":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}` },
  ],
  ["plain text", { type: "text/plain", body: "hello there" }],
  ["text without a content type", { body: "hello there" }],
  [
    "broken multipart",
    {
      type: "multipart/form-data; boundary=XyZ",
      body: '--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nno closing boundary',
    },
  ],
  ["multipart without a boundary", { type: "multipart/form-data", body: "message=hi" }],
  [
    "numbers past any id",
    {
      type: "application/x-www-form-urlencoded",
      body: NUMBER_FIELDS.map((field) => `${field}=1e308`).join("&"),
    },
  ],
];

const routes = buildRoutes();
const withAction = Object.values(routes).filter((route) => route.hasAction);

/** The page post a browser makes without JavaScript, and the data request a fetcher makes. */
function targets(id: string): { how: string; url: string; headers: Record<string, string> }[] {
  const path = routeUrl(routes, id);
  const index = routes[id]?.index ? "?index" : "";
  const data = path === "/" ? "/_root.data" : `${path}.data`;
  return [
    {
      how: "page post",
      url: `${path}${index}`,
      headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" },
    },
    { how: "data request", url: `${data}${index}`, headers: {} },
  ];
}

describe("every page action", () => {
  it("the walk finds the actions", () => {
    expect(withAction.length).toBeGreaterThan(30);
    expect(withAction.map((r) => routeUrl(routes, r.id))).toContain("/auth/login");
  });

  it.each(withAction.map((route) => [route.id]))("%s answers malformed bodies below 500", async (id) => {
    // A session of its own: the logout action ends the one it is sent with, whatever the body.
    const { cookie } = await signInOnPage(server.base, operator);
    const failures: string[] = [];
    for (const target of targets(id)) {
      for (const [name, { type, body }] of bodies) {
        const res = await fetch(`${server.base}${target.url}`, {
          method: "POST",
          redirect: "manual",
          headers: { ...target.headers, Cookie: cookie, ...(type ? { "Content-Type": type } : {}) },
          body,
        });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${target.how} ${target.url}, ${name} → ${res.status}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("tells a page post what was wrong with its body", async () => {
    const post = (type: string, body: string) =>
      fetch(`${server.base}/get-in-touch`, {
        method: "POST",
        headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Content-Type": type },
        body,
      });
    const json = await post("application/json", '{"message":"hi"}');
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("Send this form as form data");
    const broken = await post("multipart/form-data; boundary=XyZ", "--XyZ\r\nbroken");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("The form could not be read");
  });
});
