import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "../../app/components/chat/sse";

function parseAll(chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe("SSE parser", () => {
  it("reads named events with JSON data", () => {
    const events = parseAll([
      'event: message\ndata: {"id":1,"message":"hi"}\n\n',
      'event: token\ndata: {"text":"Hel"}\n\nevent: token\ndata: {"text":"lo"}\n\n',
    ]);
    expect(events).toEqual([
      { event: "message", data: '{"id":1,"message":"hi"}' },
      { event: "token", data: '{"text":"Hel"}' },
      { event: "token", data: '{"text":"lo"}' },
    ]);
  });

  it("joins events split across chunks anywhere, also inside CRLF", () => {
    const whole = 'event: done\r\ndata: {"id":2,"reply_message":"<p>x</p>"}\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parseAll([whole.slice(0, cut), whole.slice(cut)])).toEqual([
        { event: "done", data: '{"id":2,"reply_message":"<p>x</p>"}' },
      ]);
    }
  });

  it("skips comments and keep-alives, joins multi-line data, defaults the event name", () => {
    const events = parseAll([": keep-alive\n\n", "data: a\ndata: b\n\n", "event: token\ndata: c"]);
    expect(events).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("gives each event its id, the number a reader resumes after", () => {
    const events = parseAll([
      'id: 0\nevent: message\ndata: {}\n\nid: 1\nevent: token\ndata: {"text":"a"}\n\n',
    ]);
    expect(events).toEqual([
      { event: "message", data: "{}", id: "0" },
      { event: "token", data: '{"text":"a"}', id: "1" },
    ]);
  });
});
