// The one table of the API's routes: each prefix (under /api/v1) and the file whose router serves it.
// Paths inside a router are relative to its prefix, so a URL names its file. Several routers may
// share a prefix (/auth, /bots); a path of the spec with no shared prefix (/login, /sign-up…) gets
// a mount of its own. The order is the order of registration: middleware of an earlier router runs
// for the later ones' paths it matches. docs/architecture.md#where-each-concern-lives mirrors it.
import { accountResource } from "./account";
import { adminResource } from "./admin";
import { authResource, loginResource } from "./auth";
import { botsResource } from "./bots";
import { charactersResource } from "./characters";
import { chatsResource } from "./chats";
import { chattingResource } from "./chatting";
import { checkoutResource } from "./checkout";
import { contactResource } from "./contact";
import { devOutboxResource } from "./dev-outbox";
import { dynamicPagesResource } from "./dynamic-pages";
import { faqsResource } from "./faqs";
import { favouritesResource } from "./favorites";
import { googleClientIdResource, socialLoginResource } from "./google";
import { healthResource, readyResource } from "./health";
import { issuesResource } from "./issues";
import { mediaResource } from "./media";
import { botMemoriesResource, memoriesResource } from "./memories";
import { messageStreamResource } from "./message-stream";
import { messagesResource } from "./messages";
import { notificationsResource, readNotificationResource } from "./notifications";
import { passwordResource } from "./password";
import { profileResource } from "./profile";
import { pushResource } from "./push";
import { otpResource, signUpResource, verifyResource } from "./sign-up";
import { socialLinksResource } from "./social-links";
import { subscriptionResource } from "./subscription";
import { twoFactorSettingsResource, twoFactorSignInResource } from "./two-factor";
import { usageResource } from "./usage";
import { webhooksResource } from "./webhooks";
import type { Mount } from "./mount";

export const resources: readonly Mount[] = [
  ["/health", healthResource], // health.ts
  ["/ready", readyResource], // health.ts
  ["/sign-up", signUpResource], // sign-up.ts
  ["/verify", verifyResource], // sign-up.ts: /verify/otp
  ["/otp", otpResource], // sign-up.ts: /otp/resend
  ["/login", loginResource], // auth.ts
  ["/two-factor", twoFactorSignInResource], // two-factor.ts: verify
  ["/password", passwordResource], // password.ts: forgot, verify, reset
  ["/auth", authResource], // auth.ts: change-password, logout
  ["/auth", profileResource], // profile.ts: profile, birth-date
  ["/auth", accountResource], // account.ts: account, account/export, preferences, logout-all
  ["/auth", twoFactorSettingsResource], // two-factor.ts: two-factor, setup, enable, disable, recovery-codes
  ["/google-client-id", googleClientIdResource], // google.ts
  ["/social-login", socialLoginResource], // google.ts
  ["/notifications", notificationsResource], // notifications.ts
  ["/read-notification", readNotificationResource], // notifications.ts
  ["/push", pushResource], // push.ts
  ["/bots", botsResource], // bots.ts: the list, filter, one bot
  ["/characters", charactersResource], // characters.ts
  ["/favorites", favouritesResource], // favorites.ts
  ["/bots/chatting", chattingResource], // chatting.ts
  ["/chats", chatsResource], // chats.ts
  ["/messages", messagesResource], // messages.ts
  ["/messages", messageStreamResource], // message-stream.ts: follow or stop a reply from any instance
  ["/bots/:botId{[0-9]+}/memories", botMemoriesResource], // memories.ts
  ["/memories", memoriesResource], // memories.ts
  ["/issues", issuesResource], // issues.ts
  ["/subscription", subscriptionResource], // subscription.ts
  ["/usage", usageResource], // usage.ts
  ["/checkout", checkoutResource], // checkout.ts
  ["/webhooks", webhooksResource], // webhooks.ts
  ["/social-link", socialLinksResource], // social-links.ts
  ["/dynamic-pages", dynamicPagesResource], // dynamic-pages.ts
  ["/contact-us", contactResource], // contact.ts
  ["/faqs", faqsResource], // faqs.ts
  ["/media", mediaResource], // media.ts
  ["/dev", devOutboxResource], // dev-outbox.ts
  ["/admin", adminResource], // admin/index.ts, which has its own table of areas
];
