// Chat test helpers: reading server-sent events and a subscribed user ready to chat.
import type { TestApi } from "./api";
import { createUser, grantSubscription, type TestUser } from "./users";

export interface SseEvent {
  event: string;
  data: any;
}

/** Parses complete SSE blocks ("event: x\ndata: {...}\n\n"); comment lines are skipped. */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split(/\n\n/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trim());
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join("\n")) });
  }
  return events;
}

/** Reads a stream event by event; `until` decides when to stop reading (then the reader is kept). */
export async function readSseUntil(body: ReadableStream<Uint8Array>, until: (events: SseEvent[]) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events: SseEvent[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const cut = text.lastIndexOf("\n\n");
    if (cut < 0) continue;
    events.push(...parseSse(text.slice(0, cut + 2)));
    text = text.slice(cut + 2);
    if (until(events)) break;
  }
  return { events, reader };
}

export async function chatter(t: TestApi, firstName = "Sam"): Promise<TestUser> {
  const user = await createUser(t, { firstName });
  await grantSubscription(t, user.id, "month");
  return user;
}

export async function firstBotId(t: TestApi, index = 0): Promise<number> {
  const { body } = await t.call("GET", `/bots?per_page=${index + 1}`);
  return body.data.data[index].id;
}

export const send = (t: TestApi, user: TestUser, json: Record<string, unknown>) =>
  t.call("POST", "/bots/chatting/send", { token: user.token, json });

export const sendSse = (t: TestApi, user: TestUser, json: Record<string, unknown>) =>
  t.request("POST", "/bots/chatting/send", {
    token: user.token,
    json,
    headers: { Accept: "text/event-stream" },
  });

export async function thread(t: TestApi, user: TestUser, botId: number) {
  const res = await t.call("GET", `/bots/chatting/${botId}`, { token: user.token });
  return res.body.data[0];
}
