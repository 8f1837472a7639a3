import type { Config } from "../../config";
import type { CatalogueBus } from "./bus";
import { createPostgresCatalogueBus } from "./postgres";
import { createRedisCatalogueBus } from "./redis";

/** Redis when configured, else PostgreSQL; none for the embedded PGlite (one process). */
export function chooseCatalogueBus(config: Config, log: (line: string) => void): CatalogueBus | null {
  if (config.REDIS_URL) return createRedisCatalogueBus(config.REDIS_URL, log);
  if (config.DATABASE_URL) return createPostgresCatalogueBus(config.DATABASE_URL, log);
  return null;
}
