// `npm run db:migrate`: applies pending migrations (start-up does this too).
import { loadConfig } from "../config";
import { openDatabase } from "./client";

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: `${config.dataDir}/db` });
console.log(`Migrations applied (${handle.driver}).`);
await handle.close();
