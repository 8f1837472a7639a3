// `npm run start:api`: the API alone, so the web and API tiers can be deployed and scaled apart.
import { serve } from "@hono/node-server";
import { ConfigError } from "./config";
import { closeApiRuntime, getApiRuntime, handOverApiRuntime } from "./runtime";

const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);

try {
  const runtime = await getApiRuntime();
  const server = serve({ fetch: runtime.api.fetch, port, hostname: process.env.HOST }, (info) => {
    console.log(`Infinite API listening on http://localhost:${info.port}/api/v1`);
  });
  // Requests still running are answered, then the runtime closes (replies saved, the database).
  // Readers of replies still being written resume on another instance (with Redis); the replies
  // are finished here first.
  const stop = () => {
    server.close(() => void closeApiRuntime().finally(() => process.exit(0)));
    void handOverApiRuntime();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
