import { beforeAll, describe, expect, it } from "vitest";
import { applyMacros } from "../../api/services/ai/macros";
import { composeReply, createPersonaProvider, loadPersonaLibraries } from "../../api/services/ai/persona";
import type { BotCard, ChatTurn, ReplyRequest } from "../../api/services/ai/types";

const coach: BotCard = {
  name: "Max",
  description:
    "{{char}} is a high-energy fitness coach who loves early morning runs and protein smoothies. He believes {{user}} can get stronger every day.",
  personality: "energetic, motivational, upbeat, a bit loud",
  scenario: "{{char}} meets {{user}} at the gym after a long week.",
  first_mes: "*jogs over* Hey {{user}}! I'm {{char}}. Ready to crush it today?",
  mes_example: [
    "<START>",
    "{{user}}: I skipped the gym again.",
    "{{char}}: *claps* No excuses, only progress! Tomorrow we go again. How did you sleep?",
    "<START>",
    "{{user}}: I'm tired.",
    "{{char}}: *pumps a fist* Rest is part of the plan, champ. Hydrate and stretch!",
  ].join("\n"),
  system_prompt: "",
  post_history_instructions: "",
  tags: ["fitness", "motivation"],
};

const luna: BotCard = {
  name: "Luna",
  description: "Luna is a gentle, dreamy artist who paints by moonlight. She adores jazz and rainy evenings.",
  personality: "calm, gentle, romantic, a little shy",
  scenario: "Late at night in Luna's studio.",
  first_mes: "*looks up from her canvas* Oh, hello <USER>... I didn't hear you come in. I'm <BOT>.",
  mes_example:
    "<START>\n{{char}}: *smiles softly* The moon is extra bright tonight, isn't it? Every color has a feeling.",
  system_prompt: "",
  post_history_instructions: "",
  tags: ["art", "romance"],
};

const MAX_CATCHPHRASES = [
  "No excuses, only progress!",
  "Tomorrow we go again.",
  "Rest is part of the plan",
  "Hydrate and stretch!",
];

async function collect(request: ReplyRequest, delayMs = 0): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of createPersonaProvider({ delayMs }).streamReply(request)) chunks.push(chunk);
  return chunks;
}

async function reply(bot: BotCard, history: ChatTurn[], userName = "Sam"): Promise<string> {
  return (await collect({ bot, userName, history })).join("");
}

/** Plays a conversation: for each user message, appends it and the bot's reply. */
async function converse(
  bot: BotCard,
  messages: string[],
  userName = "Sam",
): Promise<{ history: ChatTurn[]; replies: string[] }> {
  const history: ChatTurn[] = [{ role: "assistant", content: await reply(bot, [], userName) }];
  const replies: string[] = [];
  for (const message of messages) {
    history.push({ role: "user", content: message });
    const r = await reply(bot, history, userName);
    history.push({ role: "assistant", content: r });
    replies.push(r);
  }
  return { history, replies };
}

const SMALL_TALK = [
  "hi",
  "how are you?",
  "I went to the beach today",
  "I'm so stressed about work",
  "do you like running?",
  "who are you?",
  "you're so sweet",
  "why is the sky blue?",
  "thanks!",
  "I'm feeling tired",
  "what should I do this weekend?",
  "lol",
  "ok",
  "I had a long day at work",
  "good night",
];

// composeReply is called directly below: the engine's libraries must be there first.
beforeAll(() => loadPersonaLibraries());

describe("persona provider", () => {
  it("has the name persona", () => {
    expect(createPersonaProvider().name).toBe("persona");
  });

  it("greets with first_mes (macros applied) when there is no user turn yet", async () => {
    expect(await reply(coach, [])).toBe("*jogs over* Hey Sam! I'm Max. Ready to crush it today?");
    expect(await reply(luna, [])).toBe(applyMacros(luna.first_mes, { char: "Luna", user: "Sam" }));
    const onlyGreeting: ChatTurn[] = [{ role: "assistant", content: "Hello!" }];
    expect(await reply(coach, onlyGreeting, "Ana")).toBe(
      "*jogs over* Hey Ana! I'm Max. Ready to crush it today?",
    );
  });

  it("replies differently per bot and in character", async () => {
    const maxTalk = await converse(coach, SMALL_TALK);
    const lunaTalk = await converse(luna, SMALL_TALK);
    expect(maxTalk.replies).not.toEqual(lunaTalk.replies);
    const differing = maxTalk.replies.filter((r, i) => r !== lunaTalk.replies[i]);
    expect(differing.length).toBeGreaterThan(SMALL_TALK.length / 2);
    // Max's catchphrases come from his mes_example and show up in his replies, never in Luna's.
    const hasCatchphrase = (r: string) => MAX_CATCHPHRASES.some((p) => r.includes(p));
    expect(maxTalk.replies.some(hasCatchphrase)).toBe(true);
    expect(lunaTalk.replies.some(hasCatchphrase)).toBe(false);
    // Asking the bot about itself uses the card.
    const about = await converse(coach, ["who are you?", "tell me about yourself", "what do you like?"]);
    expect(about.replies.some((r) => /Max|fitness|energetic|motivational|early morning runs/.test(r))).toBe(
      true,
    );
  });

  it("answers in 1 to 4 sentences with plain text", async () => {
    const { replies } = await converse(coach, SMALL_TALK);
    for (const r of replies) {
      const prose = r.replace(/\*[^*]*\*/g, " ").trim();
      const sentences = prose.split(/(?<=[.!?…])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(r.trim()).toBe(r);
    }
  });

  it("uses the user's name: always right after the greeting, and often later", async () => {
    for (const first of ["hi", "what should I do this weekend?", "I went to the beach today", "lol"]) {
      expect(
        await reply(
          luna,
          [
            { role: "assistant", content: "Hello" },
            { role: "user", content: first },
          ],
          "Priya",
        ),
      ).toContain("Priya");
      expect(await reply(coach, [{ role: "user", content: first }], "Priya")).toContain("Priya");
    }
    const { replies } = await converse(coach, SMALL_TALK, "Priya");
    const named = replies.filter((r) => r.includes("Priya")).length;
    expect(named).toBeGreaterThanOrEqual(Math.ceil(replies.length / 3));
  });

  it("remembers what the user told it", async () => {
    const { history } = await converse(luna, [
      "my name is Alex",
      "I live in Lisbon",
      "I love hiking",
      "I have a dog named Biscuit",
      "I work as a nurse",
      "my favorite color is teal",
      "anyway, how are you?",
    ]);
    const ask = async (question: string) => reply(luna, [...history, { role: "user", content: question }]);
    expect(await ask("what's my name?")).toContain("Alex");
    expect(await ask("Where do I live?")).toContain("Lisbon");
    expect(await ask("what do I like?")).toContain("hiking");
    expect(await ask("do you remember my dog's name?")).toContain("Biscuit");
    expect(await ask("what's my job?")).toContain("nurse");
    expect(await ask("what's my favorite color?")).toContain("teal");
    expect(await ask("do you remember where I live?")).toContain("Lisbon");
    // After "my name is Alex" the bot addresses the user as Alex.
    expect(await ask("hi")).toContain("Alex");
  });

  it("keeps two facts told in one sentence apart", async () => {
    const { history } = await converse(luna, ["I live in Lisbon and I love surfing"]);
    const ask = async (question: string) => reply(luna, [...history, { role: "user", content: question }]);
    const place = await ask("where do I live?");
    expect(place).toContain("Lisbon");
    expect(place).not.toMatch(/Lisbon and/i);
    expect(await ask("what do I like?")).toContain("surfing");
  });

  it("says so when it has not been told a fact yet", async () => {
    const r = await reply(coach, [
      { role: "assistant", content: "Hey" },
      { role: "user", content: "where do I live?" },
    ]);
    expect(r).not.toMatch(/You told me you live/);
    expect(r).toMatch(/\?/);
  });

  it("never repeats itself within 20 assistant turns, even when the user does", async () => {
    for (const bot of [coach, luna]) {
      for (const message of ["hi", "ok", "what's my name?", "I'm sad"]) {
        const { replies } = await converse(
          bot,
          Array.from({ length: 25 }, () => message),
        );
        expect(replies).toHaveLength(25);
        replies.forEach((r, i) => {
          const window = replies.slice(Math.max(0, i - 20), i).map((x) => x.trim());
          expect(window).not.toContain(r.trim());
        });
      }
    }
  });

  it("is deterministic for the same request", () => {
    const history: ChatTurn[] = [
      { role: "assistant", content: "Hey" },
      { role: "user", content: "tell me something nice" },
    ];
    const a = composeReply({ bot: coach, userName: "Sam", history });
    const b = composeReply({ bot: coach, userName: "Sam", history });
    expect(a).toBe(b);
  });

  it("streams word by word; the chunks join into the full reply", async () => {
    const history: ChatTurn[] = [
      { role: "assistant", content: "Hey" },
      { role: "user", content: "I'm so stressed about my exams" },
    ];
    const chunks = await collect({ bot: coach, userName: "Sam", history }, 1);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c).toMatch(/^\s*\S+\s*$/);
    expect(chunks.join("")).toBe(composeReply({ bot: coach, userName: "Sam", history }));
    const greetingChunks = await collect({ bot: luna, userName: "Sam", history: [] });
    expect(greetingChunks.join("")).toBe(applyMacros(luna.first_mes, { char: "Luna", user: "Sam" }));
  });

  it("stops streaming when the signal is aborted", async () => {
    const history: ChatTurn[] = [{ role: "user", content: "tell me about yourself" }];
    const full = composeReply({ bot: luna, userName: "Sam", history });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const c of createPersonaProvider().streamReply({
      bot: luna,
      userName: "Sam",
      history,
      signal: controller.signal,
    })) {
      chunks.push(c);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks).toHaveLength(2);
    expect(chunks.join("").length).toBeLessThan(full.length);

    const timed = new AbortController();
    const slow: string[] = [];
    setTimeout(() => timed.abort(), 30);
    for await (const c of createPersonaProvider({ delayMs: 20 }).streamReply({
      bot: luna,
      userName: "Sam",
      history,
      signal: timed.signal,
    })) {
      slow.push(c);
    }
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.length).toBeLessThan(full.split(/\s+/).length);

    const already = new AbortController();
    already.abort();
    expect(await collect({ bot: luna, userName: "Sam", history, signal: already.signal })).toEqual([]);
  });

  it("never outputs HTML", async () => {
    const htmlBot: BotCard = { ...luna, first_mes: "<p>Hello <b>{{user}}</b>!</p><br>*waves*" };
    const greeting = await reply(htmlBot, []);
    expect(greeting).not.toContain("<");
    expect(greeting).toContain("Hello Sam!");
    const { replies } = await converse(htmlBot, [
      "<b>hi</b>",
      "I live in <script>alert(1)</script>",
      "where do I live?",
      "I love <i>pizza</i>",
      "what do I like?",
      ...SMALL_TALK,
    ]);
    for (const r of replies) {
      expect(r).not.toContain("<");
      expect(r).not.toContain(">");
    }
  });
});
