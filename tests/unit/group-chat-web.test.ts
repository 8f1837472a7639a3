// The web half of group chats, its pure parts: what the send form's "Let {name} answer" and
// "Continue" buttons ask for, the stream form they become, how replies are drawn with their speakers
// (a continue's reply has no member's bubble but keeps its controls), what Retry asks again, the
// participants a chat answer lists, and the stream events that name a speaker.
import { describe, expect, it } from "vitest";
import { readReplyEvent } from "../../contract/reply-events";
import { mergeExchanges } from "../../app/components/chat/exchanges";
import { groupChoiceOf } from "../../app/components/chat/group-composer";
import { groupName, participantsOf, speakerOf } from "../../app/components/chat/group-types";
import { streamForm, upstreamCall } from "../../app/components/chat/stream-protocol";
import type { ChatRowView } from "../../app/components/chat/types";
import { retryRequest, type LiveExchange } from "../../app/components/chat/use-chat-stream";
import { deriveVoice } from "../../contract/voice";

const ada = { id: 7, name: "Ada", image: "/a.png" };
const bo = { id: 8, name: "Bo", image: null };

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const row = (id: number, patch: Partial<ChatRowView> = {}): ChatRowView => ({
  id,
  message: `m${id}`,
  replyHtml: `<p>r${id}</p>`,
  status: "complete",
  error: null,
  safety: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  alternatives: 1,
  selected: 0,
  rating: 0,
  ...patch,
});

const live = (patch: Partial<LiveExchange> & Pick<LiveExchange, "key" | "kind">): LiveExchange => ({
  id: null,
  message: "",
  reply: "",
  status: "pending",
  error: null,
  acknowledged: false,
  speaker: null,
  ...patch,
});

describe("the send form's group buttons", () => {
  it("is a plain send without a picked speaker or Continue", () => {
    expect(groupChoiceOf(form({ intent: "send", message: "Hi all" }))).toBeNull();
  });

  it("sends the typed message to the picked character", () => {
    expect(groupChoiceOf(form({ intent: "send", message: "Hi", speaker_id: "8" }))).toEqual({
      proceed: false,
      speakerId: 8,
    });
  });

  it("lets the picked character speak next when the box is empty", () => {
    expect(groupChoiceOf(form({ intent: "send", message: "  ", speaker_id: "8" }))).toEqual({
      proceed: true,
      speakerId: 8,
    });
  });

  it("continues without a speaker (the server picks the next) and ignores a bad id", () => {
    expect(groupChoiceOf(form({ intent: "send", message: "typed", continue: "1" }))).toEqual({
      proceed: true,
      speakerId: undefined,
    });
    expect(groupChoiceOf(form({ message: "x", speaker_id: "-3" }))).toBeNull();
  });
});

describe("the stream form of a group", () => {
  it("sends the picked speaker with the message", () => {
    const call = upstreamCall(streamForm(7, 12, { kind: "send", message: "Hello", speakerId: 8 }));
    expect(call).toEqual({
      path: "/bots/chatting/send",
      method: "POST",
      body: { bot_id: 7, message: "Hello", chat_id: 12, speaker_id: 8 },
    });
  });

  it("asks the chat to continue, with or without a speaker", () => {
    expect(upstreamCall(streamForm(7, 12, { kind: "continue", message: "", speakerId: 8 }))).toEqual({
      path: "/chats/12/continue",
      method: "POST",
      body: { speaker_id: 8 },
    });
    expect(upstreamCall(streamForm(7, 12, { kind: "continue", message: "" }))).toEqual({
      path: "/chats/12/continue",
      method: "POST",
      body: {},
    });
  });

  it("refuses a continue without a chat", () => {
    expect(upstreamCall(streamForm(7, null, { kind: "continue", message: "" }))).toBeNull();
  });
});

describe("drawing a group conversation", () => {
  it("names each stored reply's speaker", () => {
    const drawn = mergeExchanges([row(1, { speaker: ada }), row(2, { speaker: bo })], []);
    expect(drawn.map((x) => x.speaker?.name)).toEqual(["Ada", "Bo"]);
  });

  it("draws a continue's reply without a member's bubble, with its controls (not the greeting)", () => {
    const greeting = row(1, { message: null, speaker: ada });
    const drawn = mergeExchanges([greeting, row(2), row(3, { message: null, speaker: bo })], [], "<p>Hi</p>");
    expect(drawn.map((x) => [x.message, x.replyOnly])).toEqual([
      [null, false],
      ["m2", false],
      [null, true],
    ]);
  });

  it("a continue that streams shows the picked speaker and no member's words", () => {
    const drawn = mergeExchanges([row(1)], [live({ key: "live-1", kind: "continue", speaker: bo })]);
    expect(drawn[1]).toMatchObject({ message: null, replyOnly: true, speaker: bo, typing: true });
  });

  it("a regenerate of a continue's reply keeps it without a member's bubble", () => {
    const stored = row(3, { message: null, speaker: bo });
    const drawn = mergeExchanges([row(2), stored], [live({ key: "live-2", kind: "regenerate", id: 3 })]);
    expect(drawn[1]).toMatchObject({ message: null, replyOnly: true, speaker: bo });
  });
});

describe("Retry in a group", () => {
  it("asks the same speaker again for a send or a continue that never started", () => {
    expect(
      retryRequest(live({ key: "a", kind: "send", message: "Hi", status: "failed", speaker: bo })),
    ).toEqual({ kind: "send", message: "Hi", replaces: "a", speakerId: 8 });
    expect(retryRequest(live({ key: "b", kind: "continue", status: "failed", speaker: ada }))).toEqual({
      kind: "continue",
      message: "",
      speakerId: 7,
      replaces: "b",
    });
  });

  it("regenerates a continue's stored reply that failed", () => {
    const failed = live({ key: "c", kind: "continue", id: 40, acknowledged: true, status: "failed" });
    expect(retryRequest(failed)).toEqual({ kind: "regenerate", message: "", messageId: 40, replaces: "c" });
  });
});

describe("a chat's participants", () => {
  it("lists the group in turn order with each voice (derived where the answer has none)", () => {
    const voice = { ...deriveVoice(8), pitch: 1.5 };
    const list = participantsOf({
      bot: { ...ada, archived: false },
      participants: [ada, { ...bo, archived: true, voice }],
    });
    expect(list).toEqual([
      { ...ada, archived: false, voice: deriveVoice(7) },
      { ...bo, archived: true, voice },
    ]);
  });

  it("is the chat's own bot when the answer lists none", () => {
    const own = { ...deriveVoice(7), rate: 1.25 };
    expect(participantsOf({ bot: ada }, own)).toEqual([{ ...ada, archived: false, voice: own }]);
  });

  it("reads a message's speaker, or none", () => {
    expect(speakerOf({ speaker: { ...ada, archived: false } as typeof ada })).toEqual(ada);
    expect(speakerOf({})).toBeNull();
  });
});

describe("stream events that name the speaker", () => {
  it("reads the speaker of a message and a done event, and events without one", () => {
    expect(readReplyEvent("message", { id: 3, message: null, speaker: bo })).toEqual({
      type: "message",
      id: 3,
      message: null,
      speaker: bo,
    });
    expect(readReplyEvent("done", { id: 3, reply_message: "<p>x</p>", speaker: ada })).toMatchObject({
      speaker: ada,
    });
    expect(readReplyEvent("done", { id: 3, reply_message: "<p>x</p>" })).toEqual({
      type: "done",
      id: 3,
      reply_message: "<p>x</p>",
    });
  });
});

describe("a group's name", () => {
  it("lists its characters where one bot's name would stand", () => {
    expect(groupName([ada, bo, { name: "Cy" }])).toBe("Ada, Bo and Cy");
    expect(groupName([ada])).toBe("Ada");
  });
});
