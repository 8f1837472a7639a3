// GET /admin/models/{id}/test: one short request to the model, the way a reply is asked for, read
// until its first words (the rest is not waited for). The answer says whether it worked, how long
// the first words took, and the provider's own error (never any member's text: none is sent).
import type { ModelTestResult } from "../../contract/admin-models";
import type { ModelRow } from "../db/rows";
import { createEngineCache } from "../services/ai/engines";
import type { Services } from "../services/types";

const PROBE = "Reply with one short greeting.";

export async function testModel(services: Services, row: ModelRow): Promise<ModelTestResult> {
  // A fresh client: a test never shares state with the replies being made.
  const engine = createEngineCache(services.config).engineFor(row);
  if (!engine)
    return { ok: false, latency_ms: 0, error: `The provider "${row.provider}" is not configured.` };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), services.config.AI_TIMEOUT_MS);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const pieces = engine.ai.streamReply({
      bot: {
        name: "Test",
        description: "",
        personality: "",
        scenario: "",
        first_mes: "",
        mes_example: "",
        system_prompt: "",
        post_history_instructions: "",
        tags: [],
      },
      userName: "",
      history: [{ role: "user", content: PROBE }],
      signal: controller.signal,
    });
    for await (const piece of pieces) {
      if (piece.trim()) return { ok: true, latency_ms: elapsed(), error: null };
    }
    const error = controller.signal.aborted
      ? `No answer within ${services.config.AI_TIMEOUT_MS} ms.`
      : "The model sent an empty reply.";
    return { ok: false, latency_ms: elapsed(), error };
  } catch (err) {
    return { ok: false, latency_ms: elapsed(), error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
