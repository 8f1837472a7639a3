// The one API instance of a process: config → database (migrated, seeded) → services → app.
// Started once (at server start-up) and shared by the mount route and the in-process ApiClient.
import { logger } from "../contract/logger.js";
import { dataDirProblem } from "../contract/data-dir";
import { createApi, type Api } from "./app";
import { settleReplies } from "./domain/reply-generation";
import { closeReplyStreams, handOverReaders, openReplyStreams } from "./domain/reply-hub";
import { startReplySweeps } from "./domain/reply-sweeper";
import { startUploadSweeps } from "./domain/characters/upload-sweep";
import { startBillingSweeps } from "./domain/renewals";
import { ConfigError, loadConfig, sharedSecretsProblem, type Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { announceCatalogueChanges, catalogueChangedElsewhere } from "./http/read-cache";
import { chooseCatalogueBus } from "./services/catalogue-bus";
import { metrics } from "./services/metrics";
import { createServices, describeServices } from "./services";
import type { Services } from "./services/types";

const DEMO_WARNING =
  "Demo mode is on: anyone can read sign-up and reset codes at /dev/outbox and pay with the test card. " +
  "Before real people sign up, set SMTP_URL, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and DEMO_MODE=0.";

export interface ApiRuntime {
  api: Api;
  services: Services;
  handle: DatabaseHandle;
  /** The shutdown began: reply readers go to other instances (their replies go on here). */
  handOver(): void;
  close(): Promise<void>;
}

export async function startApi(config: Config = loadConfig()): Promise<ApiRuntime> {
  // Secrets, uploads and the embedded database live there: a folder that cannot be written stops
  // start-up with one sentence, not with a stack trace at the first write.
  const problem = sharedSecretsProblem(config) ?? dataDirProblem(config.dataDir);
  if (problem) throw new ConfigError(problem);
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: `${config.dataDir}/db`,
    poolSize: config.DATABASE_POOL_SIZE,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS === "on",
  });
  // Instances starting together: one seeds, the others find the catalogue there.
  const seeded = await handle.exclusively(() => seedIfEmpty(handle.db));
  const services = createServices(config, handle);
  const bus = chooseCatalogueBus(config, services.log);
  try {
    // A shared limiter (Redis) that cannot be reached stops start-up rather than limiting nothing.
    await services.rateLimiter.connect?.();
    // So does a bucket (STORAGE_URL) that does not answer: every upload would fail.
    await services.storage.connect?.();
    // Catalogue changes clear every instance's caches, not only the changing one's.
    await bus?.start(() => catalogueChangedElsewhere(handle.db));
  } catch (err) {
    await bus?.close();
    await services.rateLimiter.close?.();
    await handle.close();
    throw err;
  }
  const unannounce = bus ? announceCatalogueChanges(handle.db, () => bus.announce()) : () => undefined;
  if (config.NODE_ENV !== "test") {
    logger().info(
      `Infinite API ready${seeded ? " (seeded the catalogue)" : ""}:\n${describeServices(services, handle.driver)}`,
    );
    if (config.demoMode) logger().warn(DEMO_WARNING);
  }
  const unwatchPool = metrics().watchPool(() => handle.poolUse());
  // Card import previews nobody saved are deleted after their hour: now, and hourly.
  const sweeps = startUploadSweeps(services);
  // Renewals, plan endings and renewal reminders: every few minutes, each done once across instances.
  const billing = startBillingSweeps(services);
  // Replies whose instance died are failed by whichever instance sweeps first (reply-sweeper.ts).
  const replySweeps = startReplySweeps(services);
  await openReplyStreams(services);
  return {
    api: createApi(services),
    services,
    handle,
    handOver: () => void handOverReaders(services),
    // Replies still streaming are finished and saved before the database goes away: a deploy
    // never cuts one (their readers resume on another instance); a reply's own limit bounds it.
    close: async () => {
      sweeps.stop();
      billing.stop();
      replySweeps.stop();
      await Promise.race([
        settleReplies(services),
        new Promise((r) => setTimeout(r, config.AI_REPLY_MAX_MS + 5_000).unref()),
      ]);
      await closeReplyStreams(services);
      unannounce();
      await bus?.close();
      await services.rateLimiter.close?.();
      // Pushes already on their way are sent before the database they clean up after closes.
      await services.push.idle();
      unwatchPool();
      await handle.close();
    },
  };
}

const globalKey = Symbol.for("infinite.apiRuntime");
type WithRuntime = typeof globalThis & { [globalKey]?: Promise<ApiRuntime> };

/**
 * The process-wide runtime; survives dev-server module reloads. Whoever serves it closes it when
 * its last request is done (server/index.js, api/server.ts): closing it earlier would take the
 * database from requests still running.
 */
export function getApiRuntime(): Promise<ApiRuntime> {
  const g = globalThis as WithRuntime;
  g[globalKey] ??= startApi();
  return g[globalKey];
}

/** A shutdown began: the runtime's reply readers resume on other instances (see handOverReaders). */
export async function handOverApiRuntime(): Promise<void> {
  const started = (globalThis as WithRuntime)[globalKey];
  await started?.then(
    (rt) => rt.handOver(),
    () => undefined,
  );
}

/** Closes the process-wide runtime if it was started (replies settled, then the database). */
export async function closeApiRuntime(): Promise<void> {
  const started = (globalThis as WithRuntime)[globalKey];
  if (!started) return;
  await started.then(
    (rt) => rt.close(),
    () => undefined,
  );
}
