import { withDigits } from "./api/services/ai/persona/number-words";
for (const s of process.argv.slice(2)) console.log(withDigits(s));
