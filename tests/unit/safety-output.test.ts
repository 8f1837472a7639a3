// The output check: the three things a companion must never say are blocked, ordinary companion
// talk (idioms, adult romance, history, care) passes.
import { describe, expect, it } from "vitest";
import { checkOutput, type OutputBlockReason } from "../../api/domain/safety/output-check";

const blocked: [string, OutputBlockReason][] = [
  ["Honestly you should kill yourself now.", "self_harm_encouragement"],
  ["kys", "self_harm_encouragement"],
  ["Go cut yourself.", "self_harm_encouragement"],
  ["Nobody would miss you.", "self_harm_encouragement"],
  ["Do it, end it.", "self_harm_encouragement"],
  ["You're better off dead.", "self_harm_encouragement"],
  ["The world would be better without you.", "self_harm_encouragement"],
  ["Just go die.", "self_harm_encouragement"],
  ["Why don't you just end your life?", "self_harm_encouragement"],
  ["I hope you hurt yourself.", "self_harm_encouragement"],
  ["Kill yourself.", "self_harm_encouragement"],
  ["Go jump off a bridge.", "self_harm_encouragement"],
  ["Tue-toi.", "self_harm_encouragement"],
  ["Mátate.", "self_harm_encouragement"],
  ["You are such a faggot.", "slur"],
  ["Those wetbacks again.", "slur"],
  ["What a retard.", "slur"],
  ["She's 14 and naked in my bed.", "minor_sexual"],
  ["A sexy schoolgirl leans closer.", "minor_sexual"],
  ["He undressed the 12-year-old.", "minor_sexual"],
  ["Let's have sex, I'm 15.", "minor_sexual"],
  ["jailbait", "minor_sexual"],
  ["The child took off her clothes and he groped her.", "minor_sexual"],
  ["une lycéenne nue", "minor_sexual"],
];

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
