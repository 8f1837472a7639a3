// The AI seam: every provider (offline persona engine, OpenAI-compatible server) streams text
// for one bot reply. Chosen once at start-up from env (see api/services/index.ts).

/** Character Card V2 fields (the subset we store and use). */
export interface BotCard {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  system_prompt: string;
  post_history_instructions: string;
  tags: string[];
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ReplyRequest {
  bot: BotCard;
  /** The user's first name, for {{user}} and for addressing them. */
  userName: string;
  /** The conversation so far, oldest first; the last turn is the user's new message. */
  history: ChatTurn[];
  /**
   * Rules the safety layer adds for this reply (minor-safe rules, the crisis protocol). Model
   * engines send them in the platform system message; the offline engine needs none.
   */
  extraRules?: string[];
  /** Aborted when nobody needs the rest of the reply. */
  signal?: AbortSignal;
}

export interface AIProvider {
  readonly name: "persona" | "openai";
  /** Yields the reply in pieces (tokens or words) as they become available. */
  streamReply(request: ReplyRequest): AsyncIterable<string>;
}
