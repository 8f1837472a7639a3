// The streams real model servers send (tests/fixtures/streams/*.sse, byte for byte as each server
// writes them: field order, separators, comments, usage chunks), what each one means, and the ways
// a network cuts them: inside a UTF-8 character, inside "data:", and with CRLF line ends cut
// between the CR and the LF.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface StreamCase {
  file: string;
  /** What the member sees and what is stored. */
  reply: string;
  /** The reasoning the stream carries (never shown); "" for none. */
  reasoning: string;
  /** Usage as the server reports it; a missing figure is counted with the tokenizer. */
  usage: { promptTokens?: number; completionTokens?: number; reasoningTokens?: number };
  /** The server reports an error after `reply` (which is kept, marked failed). */
  fails?: boolean;
}

export const STREAM_CASES: StreamCase[] = [
  {
    file: "openai-usage.sse",
    reply: "Ah, Robin! The café by the harbour is open — shall we go? ☕",
    reasoning: "",
    usage: { promptTokens: 812, completionTokens: 17, reasoningTokens: 0 },
  },
  {
    file: "openai-gpt5.sse",
    reply: "Good evening! Über-late tea again? 🍵",
    reasoning: "",
    usage: { promptTokens: 640, completionTokens: 203, reasoningTokens: 192 },
  },
  {
    file: "deepseek-chat.sse",
    reply: "Of course! Straße by straße, we’ll find it.",
    reasoning: "",
    usage: { promptTokens: 590, completionTokens: 14 },
  },
  {
    file: "deepseek-reasoner.sse",
    reply: "Hello again! I saved you a seat 🌙",
    reasoning: "Okay, the user greets me. Stay in character — warm.",
    usage: { promptTokens: 601, completionTokens: 31, reasoningTokens: 20 },
  },
  {
    file: "groq.sse",
    reply: "Hey there! Ready for a naïve question? 😊",
    reasoning: "",
    usage: { promptTokens: 577, completionTokens: 11 },
  },
  {
    file: "qwen3.sse",
    reply: "你好，Robin！ Nice to see you.",
    reasoning: "好的，用户在打招呼。I should answer warmly.",
    usage: { promptTokens: 633, completionTokens: 48, reasoningTokens: 36 },
  },
  {
    file: "mistral-magistral.sse",
    reply: "Bonjour Robin ! Ça va ? ✨",
    reasoning: "Alright, a greeting. Keep it short.",
    usage: { promptTokens: 655, completionTokens: 35 },
  },
  {
    file: "ollama-reasoning.sse",
    reply: "Hi Robin! Grüß dich — how was your day?",
    reasoning: "Okay, the user said hello. Respond kindly.",
    usage: { promptTokens: 702, completionTokens: 41 },
  },
  {
    file: "llamacpp-think.sse",
    reply: "Hi there, Robin! Señor Biscuit says hi too 🐶",
    reasoning: "\nThe user says hi. Be friendly.\n",
    usage: { promptTokens: 688, completionTokens: 29 },
  },
  {
    file: "llamacpp-error.sse",
    reply: "Once upon a time, in Zürich",
    reasoning: "",
    usage: {},
    fails: true,
  },
  {
    file: "vllm.sse",
    reply: "Welcome back! The piñata is ready, and so is the crème brûlée 🎉",
    reasoning: "",
    usage: { promptTokens: 720, completionTokens: 18 },
  },
  {
    file: "openrouter.sse",
    reply: "Hello, Robin! Déjà vu? 🌊",
    reasoning: "Hmm, a hello. Reply in character.",
    usage: { promptTokens: 668, completionTokens: 57, reasoningTokens: 44 },
  },
];

const DIR = path.join(import.meta.dirname, "../fixtures/streams");

export function streamFixture(file: string): Buffer {
  return readFileSync(path.join(DIR, file));
}

/** The bytes cut at these offsets. */
export function splitAt(bytes: Buffer, offsets: number[]): Buffer[] {
  const cuts = [...new Set(offsets)].filter((o) => o > 0 && o < bytes.length).sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    parts.push(bytes.subarray(start, cut));
    start = cut;
  }
  return parts;
}

const offsetsOf = (bytes: Buffer, needle: string, plus: number) => {
  const found: number[] = [];
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) found.push(at + plus);
  return found;
};

/** After the first byte of every character longer than one byte. */
export function insideUtf8(bytes: Buffer): number[] {
  const cuts: number[] = [];
  for (let k = 0; k < bytes.length; k++) if (bytes[k]! >= 0xc0) cuts.push(k + 1);
  return cuts;
}

export function withCrlf(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString("latin1").replace(/\n/g, "\r\n"), "latin1");
}

/** The ways each fixture is replayed: how the bytes are cut, and the bytes. */
export function cuttings(file: string): { name: string; parts: Buffer[] }[] {
  const bytes = streamFixture(file);
  const crlf = withCrlf(bytes);
  return [
    { name: "one write per event", parts: splitAt(bytes, offsetsOf(bytes, "\n\n", 2)) },
    { name: "cut inside UTF-8 characters", parts: splitAt(bytes, insideUtf8(bytes)) },
    { name: "cut inside data:", parts: splitAt(bytes, offsetsOf(bytes, "data:", 2)) },
    { name: "CRLF, cut between CR and LF", parts: splitAt(crlf, offsetsOf(crlf, "\r\n", 1)) },
  ];
}
