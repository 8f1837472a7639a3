// What the chat page's loader hands to its components.
import type { SafetyMark } from "#contract/safety";
import type { BotVoice } from "#contract/voice";
import type { SpeakerView } from "./group-types";

export interface ChatRowView {
  id: number;
  /** The user's text; null for the greeting. */
  message: string | null;
  /** The shown reply (the selected alternative), sanitized again by the loader before it is set as HTML. */
  replyHtml: string;
  status: "pending" | "streaming" | "complete" | "failed";
  error: string | null;
  /** How the safety layer shaped this reply, if it did. */
  safety: SafetyMark | null;
  createdAt: string;
  /** How many replies were made for this message; `selected` (0-based) is the one shown and remembered. */
  alternatives: number;
  selected: number;
  /** The user's thumbs: 1 up, -1 down, 0 none. */
  rating: -1 | 0 | 1;
  /** The character who wrote the reply; null when the answer does not say (the chat's own bot). */
  speaker?: SpeakerView | null;
}

export interface ChatBotView {
  id: number;
  name: string;
  image: string | null;
  character: string | null;
  /** The first message, then the alternate greetings: a new chat can open with any of them. */
  greetings: string[];
  /** How Listen reads its replies aloud. */
  voice: BotVoice;
}

/** One entry of the Chats list. */
export interface ChatListEntry {
  id: number;
  /** `archived`: its creator deleted it; the chat stays, to read. */
  bot: { id: number; name: string; image: string | null; archived: boolean };
  /** Every character of the chat in turn order (a one-bot chat: its bot). */
  participants: { id: number; name: string; image: string | null }[];
  title: string;
  preview: string;
  lastMessageAt: string;
}
