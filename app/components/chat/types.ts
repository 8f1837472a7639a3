// What the chat page's loader hands to its components.
import type { SafetyMark } from "#contract/safety";

export interface ChatRowView {
  id: number;
  /** The user's text; null for the greeting. */
  message: string | null;
  /** Sanitized by the loader again before the page sets it as HTML. */
  replyHtml: string;
  status: "pending" | "streaming" | "complete" | "failed";
  error: string | null;
  /** How the safety layer shaped this reply, if it did. */
  safety: SafetyMark | null;
  createdAt: string;
}

export interface ChatBotView {
  id: number;
  name: string;
  image: string | null;
  character: string | null;
}
