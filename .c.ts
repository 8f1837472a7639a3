import { loadPersonaLibraries, composeReply } from "./api/services/ai/persona";
import { seedBots } from "./api/db/seed/bots";
import type { ChatTurn } from "./api/services/ai/types";
await loadPersonaLibraries();
const [slug, ...msgs] = process.argv.slice(2);
const b = seedBots.find((x) => x.slug === slug)!;
const bot = { ...b.card, name: b.name };
const history: ChatTurn[] = [];
for (const m of msgs) { history.push({ role: "user", content: m }); const r = composeReply({ bot, userName: "Sam", history }); history.push({ role: "assistant", content: r }); console.log("> " + m + "\n  " + r); }
process.exit(0);
