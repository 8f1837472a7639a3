// The reply's event vocabulary (contract/reply-events.ts): what the API writes, the browser reads
// back as the same event; anything else is refused rather than half-read.
import { describe, expect, it } from "vitest";
import {
  endsReply,
  MESSAGE_EVENT_ID,
  readReplyEvent,
  writeReplyEvent,
  type ReplyEvent,
} from "../../contract/reply-events";
import { createSseParser, type SseEvent } from "../../app/components/chat/sse";

/** Every event of `text`, as the browser's parser hands them on. */
function parse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  parser.push(text);
  parser.end();
  return events;
}

const reply: ReplyEvent[] = [
  { type: "message", id: 7, message: "Hi there\nsecond line" },
  { type: "thinking" },
  { type: "token", text: "Hel" },
  { type: "token", text: "lo", html: "<p>Hello</p>" },
  { type: "done", id: 7, reply_message: "<p>Hello</p>" },
];

describe("reply events", () => {
  it("reads back every event it writes, with its number", () => {
    const text = reply.map((e, i) => writeReplyEvent(e, i === 0 ? MESSAGE_EVENT_ID : i)).join("");
    const parsed = parse(text);
    expect(parsed.map((e) => e.id)).toEqual(["0", "1", "2", "3", "4"]);
    expect(parsed.map((e) => readReplyEvent(e.event, e.data))).toEqual(reply);
  });

  it("writes the wire format the API has always sent", () => {
    expect(writeReplyEvent({ type: "error", id: 3, message: "Try again." }, 5)).toBe(
      'id: 5\nevent: error\ndata: {"id":3,"message":"Try again."}\n\n',
    );
    expect(writeReplyEvent({ type: "thinking" })).toBe("event: thinking\ndata: {}\n\n");
  });

  it("reads a message event whose text is null, and data already decoded", () => {
    expect(readReplyEvent("message", '{"id":2,"message":null}')).toEqual({
      type: "message",
      id: 2,
      message: null,
    });
    expect(readReplyEvent("token", { text: "a" })).toEqual({ type: "token", text: "a" });
  });

  it("ignores events it does not know", () => {
    expect(readReplyEvent("speaker", '{"id":1}')).toBeNull();
    expect(readReplyEvent("", "{}")).toBeNull();
  });

  it("refuses malformed data", () => {
    expect(readReplyEvent("token", "not json")).toBeNull();
    expect(readReplyEvent("token", "[]")).toBeNull();
    expect(readReplyEvent("token", "null")).toBeNull();
    expect(readReplyEvent("token", '{"text":5}')).toBeNull();
    expect(readReplyEvent("done", '{"id":"7","reply_message":"x"}')).toBeNull();
    expect(readReplyEvent("error", '{"id":7}')).toBeNull();
    // The name says which event it is: a `type` in the data cannot change it.
    expect(readReplyEvent("thinking", '{"type":"done","id":1,"reply_message":"x"}')).toEqual({
      type: "thinking",
    });
  });

  it("knows which events end a reply", () => {
    expect(["message", "thinking", "token", "done", "error"].filter(endsReply)).toEqual(["done", "error"]);
  });
});
