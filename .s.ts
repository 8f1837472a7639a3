import { loadPersonaLibraries } from "./api/services/ai/persona";
import { solveInContext } from "./api/services/ai/persona/number-context";
import { solveConversion } from "./api/services/ai/persona/conversions";
await loadPersonaLibraries();
for (const s of process.argv.slice(2)) { const h=[{role:"user" as const,content:s}]; const a=solveInContext(s,h)??solveConversion(s); console.log(s, "=>", a?.value, a?.lines[0]); }
process.exit(0)
