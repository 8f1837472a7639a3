// One entry per resource of §7 (plus health, media and the dev outbox). Add new resources here.
import type { Hono } from "hono";
import type { ApiEnv } from "../http/context";
import type { Services } from "../services/types";
import { accountResource } from "./account";
import { adminResource } from "./admin";
import { authResource } from "./auth";
import { botsResource } from "./bots";
import { charactersResource } from "./characters";
import { chatsResource } from "./chats";
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
import { memoriesResource } from "./memories";
import { messagesResource } from "./messages";
import { notificationsResource } from "./notifications";
import { profileResource } from "./profile";
import { pushResource } from "./push";
import { socialLinksResource } from "./social-links";
import { subscriptionResource } from "./subscription";
import { webhooksResource } from "./webhooks";

export const resources: ((services: Services) => Hono<ApiEnv>)[] = [
  healthResource,
  authResource,
  profileResource,
  accountResource,
  googleResource,
  notificationsResource,
  pushResource,
  botsResource,
  charactersResource,
  favoritesResource,
  chattingResource,
  chatsResource,
  messagesResource,
  memoriesResource,
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
  adminResource,
];
