// A row of the route tables (api/resources/index.ts, api/resources/admin/index.ts).
import type { Hono } from "hono";
import type { ApiEnv } from "../http/context";
import type { Services } from "../services/types";

/** A prefix and the router mounted there; the router's paths are relative to the prefix. */
export type Mount = readonly [prefix: string, router: (services: Services) => Hono<ApiEnv>];
