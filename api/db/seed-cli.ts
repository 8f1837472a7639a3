// `npm run db:seed`: (re)applies the seed catalogue. Safe to run any number of times.
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { seedDatabase } from "./seed";

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: `${config.dataDir}/db` });
await seedDatabase(handle.db);
console.log(`Seed catalogue applied (${handle.driver}).`);
await handle.close();
