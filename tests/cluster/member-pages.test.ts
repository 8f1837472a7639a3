// Two instances on one PostgreSQL: a member's page kept by one (server/member-page-cache.js) is
// never shown once a change was made through the other, because both read the member's page
// version from the database (bumped there by triggers), not from anything held in a process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../support/cluster";
import { call, member, subscribe, webSession } from "../support/cluster-members";

const EMAIL = "pages@cluster.example.test";

describe("member pages kept by one instance, changed through another", () => {
  let cluster: Cluster;
  let token: string;
  let cookie: string;
  let chatId: number;
  let botId: number;
  let a: string;
  let b: string;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, redis: false });
    [a, b] = cluster.instances.map((i) => i.url) as [string, string];
    token = await member(cluster.url, EMAIL);
    await subscribe(cluster.url, token);
    botId = ((await call(cluster.url, "GET", "/bots?per_page=1")) as { data: { id: number }[] }).data[0]!.id;
    chatId = ((await call(a, "POST", "/chats", { bot_id: botId }, token)) as { id: number }).id;
    cookie = await webSession(cluster.url, EMAIL);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const chatPage = (base: string) =>
    fetch(`${base}/dashboard/chat?bot=${botId}&chat=${chatId}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });

  /** Asks `a` for the chat page until it answers a kept copy (an Age of a second or more). */
  async function keptByA() {
    const first = await chatPage(a);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const kept = await chatPage(a);
    expect(kept.status).toBe(200);
    expect(Number(kept.headers.get("Age"))).toBeGreaterThanOrEqual(1);
    return kept.text();
  }

  it("shows a chat renamed through the other instance on the very next request", async () => {
    expect((await keptByA()).includes("Renamed elsewhere")).toBe(false);
    await call(b, "PATCH", `/chats/${chatId}`, { title: "Renamed elsewhere" }, token);
    const next = await chatPage(a);
    expect(next.status).toBe(200);
    expect((await next.text()).includes("Renamed elsewhere")).toBe(true);
    // And keeps the new page in turn.
    expect((await keptByA()).includes("Renamed elsewhere")).toBe(true);
  });

  it("shows a message sent through the other instance on the very next request", async () => {
    expect((await keptByA()).includes("Sent through the other instance")).toBe(false);
    await call(
      b,
      "POST",
      "/bots/chatting/send",
      { bot_id: botId, message: "Sent through the other instance" },
      token,
    );
    const next = await chatPage(a);
    expect((await next.text()).includes("Sent through the other instance")).toBe(true);
  });

  it("shows the chat gone once deleted through the other instance", async () => {
    expect((await keptByA()).includes("Renamed elsewhere")).toBe(true);
    await call(b, "DELETE", `/chats/${chatId}`, undefined, token);
    const next = await chatPage(a);
    expect((await next.text()).includes("Renamed elsewhere")).toBe(false);
  });

  it("serves nothing kept once the session was signed out through the other instance", async () => {
    chatId = ((await call(a, "POST", "/chats", { bot_id: botId }, token)) as { id: number }).id;
    await keptByA();
    const out = await fetch(`${b}/auth/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: cluster.url },
    });
    expect(out.status).toBe(302);
    const next = await chatPage(a);
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toMatch(/^\/auth/);
  });
});
