// One entry per resource of §7 (plus health, media and the dev outbox). Add new resources here.
import type { Hono } from "hono";
import type { ApiEnv } from "../http/context";
import type { Services } from "../services/types";
import { authResource } from "./auth";
import { botsResource } from "./bots";
import { chattingResource } from "./chatting";
import { checkoutResource } from "./checkout";
import { contactResource } from "./contact";
import { devOutboxResource } from "./dev-outbox";
import { dynamicPagesResource } from "./dynamic-pages";
import { faqsResource } from "./faqs";
import { favoritesResource } from "./favorites";
import { googleResource } from "./google";
import { healthResource } from "./health";
import { issuesResource } from "./issues";
import { mediaResource } from "./media";
import { notificationsResource } from "./notifications";
import { profileResource } from "./profile";
import { socialLinksResource } from "./social-links";
import { subscriptionResource } from "./subscription";
import { webhooksResource } from "./webhooks";

export const resources: ((services: Services) => Hono<ApiEnv>)[] = [
  healthResource,
  authResource,
  profileResource,
  googleResource,
  notificationsResource,
  botsResource,
  favoritesResource,
  chattingResource,
  issuesResource,
  subscriptionResource,
  checkoutResource,
  webhooksResource,
  socialLinksResource,
  dynamicPagesResource,
  contactResource,
  faqsResource,
  mediaResource,
  devOutboxResource,
];
