// What a reply cost and how it went, for operators: the metrics (api/services/metrics.ts) and the
// usage columns of its row (metering).
import { metrics } from "../services/metrics";
import type { AIProvider, ReplyUsage } from "../services/ai/types";

/** The reply's metrics (api/services/metrics.ts): started now; first piece, pieces and end as they come. */
export function measureReply(ai: AIProvider, modelName: string) {
  const m = metrics();
  const engine = ai.name;
  const model = engine === "persona" ? engine : modelName;
  const labels = { engine, model };
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let pieces = 0;
  m.repliesStarted.inc(labels);
  return {
    piece() {
      if (pieces++ === 0) m.firstToken.observe(labels, seconds());
    },
    /** Tokens as the model server counted them; without its usage (offline engine), the pieces. */
    end(ok: boolean, usage: ReplyUsage | null) {
      m.replyDuration.observe(labels, seconds());
      (ok ? m.repliesCompleted : m.repliesFailed).inc(labels);
      if (!usage) {
        if (pieces) m.tokens.inc({ model, kind: "completion" }, pieces);
        return;
      }
      const byModel = { model: usage.model };
      m.tokens.inc({ ...byModel, kind: "prompt" }, usage.promptTokens);
      m.tokens.inc({ ...byModel, kind: "completion" }, usage.completionTokens - usage.reasoningTokens);
      m.tokens.inc({ ...byModel, kind: "reasoning" }, usage.reasoningTokens);
    },
  };
}

/** The reply's usage columns; nothing is written when the engine reported none (offline engine). */
export function usageColumns(usage: ReplyUsage | null) {
  if (!usage) return {};
  return {
    model: usage.model,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    reasoningTokens: usage.reasoningTokens,
  };
}
