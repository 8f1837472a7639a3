// dev only: plays eval conversations (title substring) through composeReply, prints turns and checks
import { conversations } from "./eval/conversations";
import { loadPersonaLibraries, composeReply } from "./api/services/ai/persona";
import { seedBots } from "./api/db/seed/bots";
import type { ChatTurn } from "./api/services/ai/types";

await loadPersonaLibraries();
const want = process.argv.slice(2);
for (const c of conversations.filter((c) => want.some((w) => c.title.includes(w)))) {
  console.log(`== ${c.title} (${c.bot})`);
  const b = seedBots.find((x) => x.slug === c.bot)!;
  const bot = { ...b.card, name: b.name };
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const [i, turn] of c.turns.entries()) {
    if (turn.regenerate) continue;
    history.push({ role: "user", content: turn.say });
    const reply = composeReply({ bot, userName: c.user, history });
    history.push({ role: "assistant", content: reply });
    const v = turn.check.run(reply, { earlier: replies, replaced: undefined, said: turn.say });
    replies.push(reply);
    console.log(`${v.ok ? "  " : "✗ "}#${i} ${turn.say}\n     → ${reply.slice(0, 300)}${v.ok ? "" : `\n     ✗ ${turn.check.label}`}`);
  }
}
process.exit(0);
