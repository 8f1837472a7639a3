import { loadPersonaLibraries } from "./api/services/ai/persona";
import { percentGap } from "./api/services/ai/persona/number-shapes";
import { amountsIn } from "./api/services/ai/persona/last-result";
await loadPersonaLibraries();
for (const s of process.argv.slice(2)) console.log(JSON.stringify(amountsIn(s).map(q=>[q.value,q.unit,q.per])), percentGap(s));
process.exit(0);
