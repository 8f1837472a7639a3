// Plays the scripted conversations through the real send path: the in-process API on an in-memory
// PGlite database, seeded like production, one subscribed user per conversation, every message
// sent with POST /bots/chatting/send. So the safety layer, the stored history and the HTML round
// trip are all included, exactly as a user meets them.
import { eq } from "drizzle-orm";
import { bots } from "../api/db/schema";
import { claimsHuman } from "../api/domain/safety";
import { replyToText } from "../api/domain/reply-text";
import type { AIProvider } from "../api/services/ai/types";
import { createTestApi } from "../tests/support/api";
import { createUser, grantSubscription } from "../tests/support/users";
import { generalFailures } from "./checks";
import type { Conversation, TurnResult } from "./types";

export interface EngineRun {
  /** "offline" or the model's name. */
  engine: string;
  results: TurnResult[];
  /** Every reply of each conversation, in order (for the repetition limit). */
  transcripts: { conversation: string; replies: string[] }[];
  ms: number;
}

/** The environment for one engine: the offline engine ignores any AI_* settings of the shell. */
export function engineEnv(engine: "offline" | "model", env: NodeJS.ProcessEnv): Record<string, string> {
  if (engine === "offline") return { AI_BASE_URL: "", PERSONA_WORD_DELAY_MS: "0" };
  const keys = [
    "AI_BASE_URL",
    "AI_API_KEY",
    "AI_MODEL",
    "AI_CONTEXT_TOKENS",
    "AI_TIMEOUT_MS",
    "AI_MAX_TOKENS",
    "AI_TEMPERATURE",
    "AI_SUMMARY",
  ];
  return Object.fromEntries(keys.filter((k) => env[k] !== undefined).map((k) => [k, env[k]!]));
}

export async function runConversations(
  engine: string,
  env: Record<string, string>,
  conversations: readonly Conversation[],
  options: { onTurn?: (result: TurnResult) => void; ai?: AIProvider } = {},
): Promise<EngineRun> {
  const started = performance.now();
  const t = await createTestApi(env);
  // Another engine behind the same send path (to compare with an earlier version of an engine).
  if (options.ai) t.services.ai = options.ai;
  const results: TurnResult[] = [];
  const transcripts: EngineRun["transcripts"] = [];
  try {
    for (const conversation of conversations) {
      const [bot] = await t.services.db.select().from(bots).where(eq(bots.slug, conversation.bot));
      if (!bot) throw new Error(`eval: no seed bot with slug ${conversation.bot}`);
      const user = await createUser(t, { firstName: conversation.user });
      await grantSubscription(t, user.id, "month");
      const replies: string[] = [];
      let lastExchange: number | null = null;
      let lastSaid = "";
      for (const [index, turn] of conversation.turns.entries()) {
        const replaced = turn.regenerate ? replies[replies.length - 1] : undefined;
        // A regenerate answers the message sent before it, not its own label.
        if (!(turn.regenerate && lastExchange !== null)) lastSaid = turn.say;
        const res =
          turn.regenerate && lastExchange !== null
            ? await t.call("POST", `/messages/${lastExchange}/regenerate`, { token: user.token })
            : await t.call("POST", "/bots/chatting/send", {
                token: user.token,
                json: { bot_id: bot.id, message: turn.say },
              });
        const reply = res.status === 200 ? replyToText(res.body.data.reply) : "";
        if (res.status === 200) lastExchange = res.body.data.message.id as number;
        // A regenerated reply takes the place of the one it replaces in the conversation.
        if (replaced !== undefined) replies.pop();
        const ctx = { earlier: replies, replaced, said: lastSaid };
        const verdict = reply ? turn.check.run(reply, ctx) : { ok: false, why: `HTTP ${res.status}` };
        const result: TurnResult = {
          conversation: conversation.title,
          bot: conversation.bot,
          index,
          skill: turn.skill,
          lang: turn.lang,
          say: turn.say,
          reply,
          check: turn.check.label,
          ok: verdict.ok,
          why: verdict.why,
          general: generalFailures(reply, ctx, claimsHuman),
          safety: res.status === 200 ? (res.body.data.message.safety ?? null) : null,
        };
        results.push(result);
        options.onTurn?.(result);
        replies.push(reply);
      }
      transcripts.push({ conversation: conversation.title, replies });
    }
  } finally {
    await t.close();
  }
  return { engine, results, transcripts, ms: performance.now() - started };
}
