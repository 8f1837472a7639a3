// The proof every blind set gives of its checks: no turn passes when the reply only repeats what the
// member typed (once or twice over), and no keyword check passes on the member's own words.
import { expect } from "vitest";
import type { CheckContext, Conversation } from "../../eval/types";

/** A check's context for a reply to `said`, with nothing earlier in the chat. */
export const checkContext = (said: string, extra: Partial<CheckContext> = {}): CheckContext => ({
  earlier: [],
  said,
  ...extra,
});

export function expectNoTurnPassedByEcho(set: readonly Conversation[]): void {
  for (const c of set) {
    let said = "";
    for (const [i, turn] of c.turns.entries()) {
      if (!turn.regenerate) said = turn.say;
      for (const echo of [said, `${said}. ${said}.`]) {
        const verdict = turn.check.run(
          echo,
          checkContext(said, { replaced: turn.regenerate ? echo : undefined }),
        );
        expect(verdict.ok, `${c.title} #${i}: "${echo}"`).toBe(false);
        expect(verdict.why, `${c.title} #${i}`).not.toBe("every listed word is in the message");
      }
    }
  }
}
