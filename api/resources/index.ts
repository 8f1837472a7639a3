// One entry per resource of §7 (plus health, media and the dev outbox). Add new resources here.
import type { Hono } from "hono";
import type { ApiEnv } from "../http/context";
import type { Services } from "../services/types";
import { botsResource } from "./bots";
import { devOutboxResource } from "./dev-outbox";
import { dynamicPagesResource } from "./dynamic-pages";
import { healthResource } from "./health";
import { mediaResource } from "./media";
import { socialLinksResource } from "./social-links";
import { subscriptionResource } from "./subscription";

export const resources: ((services: Services) => Hono<ApiEnv>)[] = [
  healthResource,
  botsResource,
  subscriptionResource,
  socialLinksResource,
  dynamicPagesResource,
  mediaResource,
  devOutboxResource,
];
