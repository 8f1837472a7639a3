// `npm run start:api`: the API alone, so the web and API tiers can be deployed and scaled apart.
import { serve } from "@hono/node-server";
import { ConfigError } from "./config";
import { getApiRuntime } from "./runtime";

const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);

try {
  const runtime = await getApiRuntime();
  serve({ fetch: runtime.api.fetch, port, hostname: process.env.HOST }, (info) => {
    console.log(`Infinite API listening on http://localhost:${info.port}/api/v1`);
  });
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
