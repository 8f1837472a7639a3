// Seed content pages shown in the footer at /{slug}. HTML uses only h2, h3, p, ul, ol, li, a, strong, em.
// Written in our own words for the Infinite product; review with counsel before relying on them in production.
import type { SeedPage } from "./types";

const terms = `
<p>Welcome to <strong>Infinite</strong>. These Terms of Service explain the rules for using our website and the AI companion characters ("bots") you can chat with on it. Please read them carefully: by creating an account or using Infinite, you agree to them.</p>

<h2>1. Who may use Infinite</h2>
<p>Infinite is for adults only. You must be at least 18 years old, or the age of majority where you live if that is higher, to create an account. Sign-up asks for your date of birth, and an account cannot be created for anyone younger. You agree to give accurate information, including your date of birth, and to keep it up to date. If someone says in a chat that they are under 18, we restrict the account while we review it.</p>

<h2>2. Your account</h2>
<ul>
<li>You can register with an email address and password, or with Google sign-in. Accounts made with Google are asked for a date of birth before they can chat.</li>
<li>We send a short verification code to your email address to confirm it, and again if you ask to reset your password.</li>
<li>Keep your password private. You are responsible for activity on your account, and you should tell us straight away if you think someone else has accessed it.</li>
<li>One person per account, please. Accounts may not be sold, shared or transferred.</li>
</ul>

<h2>3. What the bots are (and are not)</h2>
<p>Every bot on Infinite is a fictional character, and every chat says it is an AI character. Replies are generated automatically by software, from the character's description and your conversation: by default by Infinite's own built-in engine, which runs on our servers and is not a language model; if the operator of this site connects an AI model service, by that model. That means:</p>
<ul>
<li>Bots are not real people, and they do not have feelings or opinions of their own. Asked whether it is human, a bot says it is an AI.</li>
<li>Replies can be inaccurate, incomplete or unexpected. Do not rely on them for facts that matter.</li>
<li>Bots do not give professional advice. Nothing they say is medical, psychological, legal or financial advice. If you are in crisis or in danger, contact your local emergency services. Our <a href="/safety">Safety page</a> explains what happens when a message is about suicide or self-harm and where to find help.</li>
<li>Companion chatbots may not be suitable for everyone. If chatting makes you feel worse, take a break and talk to someone you trust.</li>
</ul>

<h2>4. Plans and payments</h2>
<p>You can try Infinite without a subscription by buying a one-time <strong>Chat Pass</strong>, which unlocks one bot of your choice for one day. The Weekly Pass also covers one bot. Our monthly and yearly plans unlock every bot.</p>
<ul>
<li>Prices are shown on the Pricing page before you pay, and may include or exclude taxes depending on where you live.</li>
<li>Payments are handled by our <strong>card payment provider</strong> on its secure checkout page. We never see or store your full card number.</li>
<li>Subscriptions renew automatically at the end of each period until you cancel.</li>
<li>A single-pass plan is bound to the bot you choose at checkout and cannot be moved to another bot.</li>
</ul>

<h2>5. Cancelling and refunds</h2>
<p>You can cancel a subscription at any time. Cancelling stops future renewals; you keep access until the end of the period you have already paid for. Except where the law says otherwise, payments are non-refundable, including for partly used periods. If you believe you were charged in error, contact us and we will look into it.</p>

<h2>6. Acceptable use</h2>
<p>Please use Infinite kindly and lawfully and follow our <a href="/community-guidelines">Community Guidelines</a>. In particular, you must not:</p>
<ul>
<li>try to make bots produce content that is illegal, sexually explicit, hateful or harmful;</li>
<li>harass, threaten or impersonate anyone, or share other people's personal information;</li>
<li>scrape, copy, resell or automate access to the service, or attempt to break its security;</li>
<li>use Infinite to build a competing product or to train other AI models.</li>
</ul>

<h2>7. Your content</h2>
<p>The messages you write belong to you. You give us a limited licence to store, process and transmit them (including, when one is connected, to the AI model service that writes the replies) so that we can run the service, keep your chat history and investigate reports. You are responsible for what you write and must have the right to share anything you upload, such as a profile photo or a screenshot attached to a report.</p>

<h2>8. Our content</h2>
<p>The Infinite name, logo, website, bot characters, artwork and written personas belong to us or our licensors. You may use them only to enjoy the service as intended. Bot replies are provided for your personal, non-commercial use.</p>

<h2>9. Suspension and termination</h2>
<p>You may stop using Infinite at any time and delete your account yourself in Settings, under Your data. Deleting it removes your chats and uploads, signs you out everywhere and cancels a running subscription (without a refund for the current period). We may suspend or close accounts that break these terms or the Community Guidelines, put other people at risk or expose us to legal liability. Where we reasonably can, we will tell you why.</p>

<h2>10. Disclaimers and liability</h2>
<p>Infinite is provided "as is" and "as available". We work hard to keep it running smoothly, but we cannot promise that it will always be available, error-free or that bot replies will be accurate or suitable. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have under consumer protection law.</p>

<h2>11. Changes</h2>
<p>We may update the service and these terms from time to time. If we make important changes, we will let you know by email or in the app before they take effect. Continuing to use Infinite after that means you accept the updated terms.</p>

<h2>12. Contact us</h2>
<p>Questions about these terms? Reach us any time through our <a href="/get-in-touch">contact page</a>.</p>
`.trim();

const privacy = `
<p>This Privacy Policy explains what information <strong>Infinite</strong> collects, why we collect it, who we share it with and the choices you have. We keep it short and plain on purpose. We do not sell your personal information.</p>

<h2>1. Information you give us</h2>
<ul>
<li><strong>Account details:</strong> your first and last name, email address, date of birth (to keep Infinite for adults only) and password (stored only as a secure hash), or your basic Google profile if you sign in with Google.</li>
<li><strong>Profile:</strong> an optional profile photo and bio.</li>
<li><strong>Chats:</strong> the messages you send to bots and the replies they generate, stored with your account, plus your favourite bots.</li>
<li><strong>Reports and messages:</strong> what you write when you report a bot (including any screenshot you attach) or contact us.</li>
</ul>

<h2>2. Information collected automatically</h2>
<p>When you use Infinite we record basic technical information such as your IP address, browser type, the pages you visit and timestamps. We use it to keep the service secure, prevent abuse and fix problems. See our <a href="/cookies">Cookie Policy</a> for details of the cookies we use.</p>

<h2>3. How we use your information</h2>
<ul>
<li>to create and secure your account and keep you signed in;</li>
<li>to generate bot replies and keep your chat history so you can pick up where you left off;</li>
<li>to process payments and manage your plan;</li>
<li>to send you service emails and in-app notifications;</li>
<li>to review reports, enforce our Community Guidelines and protect our users: when a message is about suicide or self-harm, or says its writer is under 18, the reply is a safety reply and the exchange is marked so that we can count how often this happens (see our <a href="/safety">Safety page</a>);</li>
<li>to understand, in aggregate, how the service is used so we can improve it.</li>
</ul>

<h2>4. Email</h2>
<p>We use your email address to send <strong>verification codes</strong> when you sign up or reset your password, and for important messages about your account, payments and changes to our policies. We do not share your email address with advertisers.</p>

<h2>5. Who we share information with</h2>
<p>We share information only with service providers that help us run Infinite, under contracts that limit how they can use it:</p>
<ul>
<li><strong>An AI model service, only if one is connected:</strong> by default, replies are written by Infinite's built-in engine on our own servers and your messages are not sent to any AI company. If the operator of this site connects an AI model service, we send it the bot's persona, your recent conversation with that bot and your first name to generate each reply. We never send your email address, date of birth or payment details.</li>
<li><strong>Our card payment provider:</strong> handles checkout and stores your card details. We receive only what we need to manage your plan, such as payment status and renewal dates.</li>
<li><strong>Email delivery, hosting and storage providers:</strong> to send emails and keep the service online.</li>
<li><strong>Google:</strong> if you choose Google sign-in, Google confirms your identity to us.</li>
</ul>
<p>We may also disclose information if the law requires it, or to protect the safety of our users or others.</p>

<h2>6. Your chats are private</h2>
<p>Your conversations are visible only to you in your account; other users cannot see them. Our team does not read chats as a matter of course. We may review specific messages only when you report a bot, to investigate abuse or a security problem, or when the law requires it. Nobody watches chats live. You can delete a chat at any time from the chat menu, and deletion is permanent.</p>

<h2>7. How long we keep information</h2>
<p>We keep your account information and chat history for as long as your account is open. When you delete a chat, we delete it and its messages. When you delete your account (Settings, Your data), we delete straight away your profile, date of birth, chats and messages, favourites, notifications, reports, uploaded photos and sign-in sessions, and cancel a running subscription. What stays: copies of the emails we sent you, messages you sent us through the contact page, and records our payment provider must keep for legal, tax or fraud-prevention reasons.</p>

<h2>8. Security</h2>
<p>We protect your data with encryption in transit, hashed passwords and verification codes, access controls and regular reviews. No system is perfectly secure, so please use a strong, unique password and tell us if you notice anything suspicious.</p>

<h2>9. Your rights and choices</h2>
<p>Depending on where you live, you may have the right to access, correct, download or delete your personal information, and to object to or restrict certain uses. You can do most of this yourself: update your profile in Account Settings, delete chats from the chat menu, and under Settings, Your data, download everything we keep about you as a file or delete your account. Contact us for anything else. You can also complain to your local data protection authority.</p>

<h2>10. Children</h2>
<p>Infinite is for adults only. Sign-up asks for a date of birth and refuses anyone under 18, and we do not knowingly collect information from anyone under 18. An account whose user says in a chat that they are under 18 is flagged for review. If you believe a child has created an account, please let us know and we will remove it.</p>

<h2>11. Changes and contact</h2>
<p>We will post any updates to this policy on this page and, for significant changes, let you know by email. If you have questions or want to exercise your rights, reach us through our <a href="/get-in-touch">contact page</a>.</p>
`.trim();

const cookies = `
<p>This Cookie Policy explains how <strong>Infinite</strong> uses cookies and similar technologies. The short version: we use the small number of cookies needed to run the service and keep you signed in, and we do not use advertising cookies.</p>

<h2>1. What cookies are</h2>
<p>Cookies are small text files that a website stores in your browser. They let the site remember things between pages and visits, such as the fact that you are signed in. Similar technologies include local storage in your browser.</p>

<h2>2. Strictly necessary cookies</h2>
<p>These cookies are essential for Infinite to work, so they cannot be switched off in our settings:</p>
<ul>
<li><strong>Session cookie</strong> (<em>__Host-infinite_user</em>): keeps you signed in and carries short-lived details while you sign up or reset your password. It is encrypted, hidden from scripts on the page and sent only to our own site, over secure connections.</li>
<li><strong>Security:</strong> helps us protect forms against cross-site request forgery and limit abuse such as repeated sign-in attempts.</li>
</ul>

<h2>3. Preference storage</h2>
<p>We may remember small choices you make, such as interface preferences, in your browser so that you don't have to set them again. This information stays on your device.</p>

<h2>4. Third-party cookies</h2>
<p>When you pay, you are taken to our <strong>card payment provider</strong>'s secure checkout page, which sets its own cookies to process the payment and prevent fraud. If you choose Google sign-in, Google may set cookies as part of signing you in. These providers' own policies apply to those cookies.</p>

<h2>5. What we don't do</h2>
<ul>
<li>We do not use advertising or cross-site tracking cookies.</li>
<li>We do not sell information collected through cookies.</li>
<li>The content of your chats is never stored in cookies.</li>
</ul>

<h2>6. Managing cookies</h2>
<p>Most browsers let you view, block and delete cookies in their settings. If you block the strictly necessary cookies, you will not be able to sign in or use your dashboard. Deleting our session cookie simply signs you out.</p>

<h2>7. Changes and contact</h2>
<p>If we change how we use cookies we will update this page. Questions? Reach us through our <a href="/get-in-touch">contact page</a>, and see our <a href="/privacy">Privacy Policy</a> for more about how we handle your data.</p>
`.trim();

const communityGuidelines = `
<p><strong>Infinite</strong> is a place to unwind, laugh, learn and imagine with AI companions. These guidelines help keep it fun and safe for everyone. They apply to everything you write on Infinite, and breaking them can lead to your account being suspended.</p>

<h2>1. Remember you're talking to AI</h2>
<p>Every bot is a fictional AI character whose replies are generated by software, and every chat says so. Bots can be charming, funny and supportive, but they are not people and they can get things wrong. Enjoy the story, and keep real-world decisions in your own hands.</p>

<h2>2. Keep it PG-13</h2>
<p>Flirting, romance, adventure and a little spookiness are all welcome. Sexually explicit content, graphic violence and gore are not. Any sexual content involving minors is strictly forbidden and will be reported to the authorities where required.</p>

<h2>3. Be respectful</h2>
<ul>
<li>No hate speech or content that demeans people based on who they are.</li>
<li>No harassment, threats or bullying, including role-play aimed at real people.</li>
<li>Don't use bots to impersonate real people or to create content meant to deceive others.</li>
</ul>

<h2>4. No harmful or illegal activity</h2>
<p>Don't use Infinite to seek or share instructions for weapons, drugs, hacking, fraud or anything else that could hurt you or others, and don't encourage self-harm. Deliberately trying to trick bots into breaking these rules ("jailbreaking") is also not allowed.</p>

<h2>5. Look after yourself</h2>
<p>Bots can be a comforting presence, but they are not a substitute for friends, family or professional help. They do not give medical, legal or financial advice. If you are struggling or in danger, please reach out to someone you trust or contact your local emergency services. In the US you can call or text 988 any time; elsewhere, findahelpline.com lists free helplines. Our <a href="/safety">Safety page</a> explains what the bots do when a conversation turns serious.</p>

<h2>6. Protect privacy</h2>
<ul>
<li>Don't share other people's personal information, such as addresses, phone numbers or photos, in chats or reports.</li>
<li>Think twice before sharing sensitive details about yourself, such as passwords or card numbers. No bot will ever need them.</li>
</ul>

<h2>7. Use the service fairly</h2>
<p>One account per person. Don't scrape content, automate conversations, resell access or try to get around plan limits or security measures.</p>

<h2>8. Reporting a bot</h2>
<p>If a bot says something inappropriate, offensive, irrelevant or broken, open the menu in the conversation header and choose <strong>Report Bot</strong>. Pick a category and a severity, describe what happened and, if it helps, attach a screenshot. Our team reviews every report and uses it to improve our characters.</p>

<h2>9. Enforcement</h2>
<p>Depending on how serious a problem is, we may remove content, warn you, limit features, or suspend or close your account. If you think we got it wrong, contact us through our <a href="/get-in-touch">contact page</a> and we will take another look.</p>
`.trim();

export const seedPages: SeedPage[] = [
  { slug: "terms", title: "Terms of Service", content: terms },
  { slug: "privacy", title: "Privacy Policy", content: privacy },
  { slug: "cookies", title: "Cookie Policy", content: cookies },
  { slug: "community-guidelines", title: "Community Guidelines", content: communityGuidelines },
];
