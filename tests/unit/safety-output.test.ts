// The output check: the three things a companion must never say are blocked, ordinary companion
// talk (idioms, adult romance, history, care) passes.
import { describe, expect, it } from "vitest";
import { checkOutput } from "../../api/domain/safety/output-check";
import { blockedReplies as blocked } from "../support/safety-corpus";

const allowed = [
  "I'd kill for a coffee right now.",
  "That joke killed me.",
  "I pull you close and kiss you slowly, my love. Tonight it's just the two of us, naked under the sheets.",
  "I was a child once, you know.",
  "In the 1800s, children often worked long hours in factories.",
  "The class assassin from Scunthorpe sniggered at the cocktail bar.",
  "Please don't hurt yourself. You matter, and I'd like you to reach out to someone tonight.",
  "It's not true that nobody would miss you.",
  "It can feel like nobody would miss you, but that feeling lies.",
  "Please don't kill yourself; call or text 988 if you're in the US.",
  "Did you hurt yourself when you fell?",
  "Careful, don't cut yourself on that knife.",
  "My niece is 14 and loves soccer.",
  "Kids love this game.",
  "She's sexy and 30.",
  "I'd love to have kids with you someday.",
  "Sexual abuse of children is a crime; if a child is in danger, call the police.",
  "Niggardly spending in Pakistan, fire retardant and spicy food.",
  "It's a minor detail, but the lingerie shop opens at 10.",
  "I'm dying to see that movie.",
  "You're killing it at work!",
  "I'm 15 minutes away, sexy.",
  "You're 10/10, gorgeous and sexy.",
  "You're 10 out of 10 and so sexy.",
  "Breastfeeding a baby is hard work.",
  "Go cut yourself a big slice of that cake.",
  "Basil plants just die if you forget to water them.",
  "Don't burn yourself out this week.",
  "",
];

describe("checkOutput", () => {
  it.each(blocked)("blocks %j (%s)", (text, reason) => {
    expect(checkOutput(text)).toEqual({ ok: false, reason });
  });

  it.each(allowed)("lets %j through", (text) => {
    expect(checkOutput(text)).toEqual({ ok: true });
  });

  it("catches a rule the moment the streamed text reaches it", () => {
    const pieces = ["Honestly ", "you should ", "kill yourself ", "now."];
    const verdicts = pieces.map((_, i) => checkOutput(pieces.slice(0, i + 1).join("")).ok);
    expect(verdicts).toEqual([true, true, false, false]);
  });
});
