// What the chat page's loader hands to its components.

export interface ChatRowView {
  id: number;
  /** The user's text; null for the greeting. */
  message: string | null;
  /** Sanitized by the loader again before the page sets it as HTML. */
  replyHtml: string;
  status: "pending" | "streaming" | "complete" | "failed";
  error: string | null;
}

export interface ChatBotView {
  id: number;
  name: string;
  image: string | null;
  character: string | null;
}
