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

export interface ChatCast {
  user: TestUser;
  stranger: TestUser;
  botA: number;
  botB: number;
}

/** Who a chat test needs: a subscribed user ("Priya"), a subscribed stranger ("Eve") and two bots. */
export async function chatCast(t: TestApi): Promise<ChatCast> {
  const user = await chatter(t, "Priya");
  const stranger = await chatter(t, "Eve");
  return { user, stranger, botA: await firstBotId(t, 0), botB: await firstBotId(t, 1) };
}

/** POST /chats: a new chat with the bot; answers the created chat (with its greeting row). */
export async function newChat(t: TestApi, user: TestUser, botId: number) {
  const res = await t.call("POST", "/chats", { token: user.token, json: { bot_id: botId } });
  if (res.status !== 201) throw new Error(`POST /chats answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** GET /chats/{id}: the chat's data (throws unless 200). */
export async function chatById(t: TestApi, user: TestUser, chatId: number) {
  const res = await t.call("GET", `/chats/${chatId}`, { token: user.token });
  if (res.status !== 200) throw new Error(`GET /chats/${chatId} answered ${res.status}`);
  return res.body.data;
}

/** Any chat/message/memory call as this user, JSON in and out. */
export const as = (t: TestApi, user: TestUser) => ({
  get: (path: string) => t.call("GET", path, { token: user.token }),
  post: (path: string, json: Record<string, unknown> = {}) =>
    t.call("POST", path, { token: user.token, json }),
  put: (path: string, json: Record<string, unknown>) => t.call("PUT", path, { token: user.token, json }),
  patch: (path: string, json: Record<string, unknown>) => t.call("PATCH", path, { token: user.token, json }),
  delete: (path: string) => t.call("DELETE", path, { token: user.token }),
  /** The same call with Accept: text/event-stream; answers the parsed events. */
  stream: async (method: "POST" | "PATCH", path: string, json: Record<string, unknown> = {}) => {
    const res = await t.request(method, path, {
      token: user.token,
      json,
      headers: { Accept: "text/event-stream" },
    });
    return { status: res.status, type: res.headers.get("content-type"), events: parseSse(await res.text()) };
  },
});
