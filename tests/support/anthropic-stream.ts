// A Messages API stream (Anthropic's own format, as tests/fixtures/streams/anthropic-*.sse hold it)
// that says what a test tells it to: one text block, then the stop and the usage.
export function anthropicStream(pieces: string[]): Buffer {
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  return Buffer.from(
    [
      event("message_start", {
        type: "message_start",
        message: {
          id: "msg_test",
          type: "message",
          role: "assistant",
          model: "claude-test",
          content: [],
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      }),
      event("content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "text", text: "" },
      }),
      ...pieces.map((text) =>
        event("content_block_delta", {
          type: "content_block_delta",
          index: 0,
          delta: { type: "text_delta", text },
        }),
      ),
      event("content_block_stop", { type: "content_block_stop", index: 0 }),
      event("message_delta", {
        type: "message_delta",
        delta: { stop_reason: "end_turn" },
        usage: { output_tokens: 20 },
      }),
      event("message_stop", { type: "message_stop" }),
    ].join(""),
    "utf8",
  );
}
