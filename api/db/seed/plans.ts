// Seed subscription plans. Day and week plans are single-pass plans bound to one bot
// (docs/requirements/dashboard.md#subscriptions).
import type { SeedPlan } from "./types";

export const seedPlans: SeedPlan[] = [
  {
    slug: "chat-pass",
    name: "Chat Pass",
    icon: "spark",
    price_cents: 499,
    interval: "day",
    popular: false,
    description:
      "<ul><li>One-time payment, no subscription needed</li><li>Chat with <strong>one bot</strong> of your choice for 24 hours</li><li>The perfect way to try Infinite before a monthly plan</li><li>Your chat history is kept when you upgrade</li></ul>",
    sort_order: 1,
    daily_messages: 300,
  },
  {
    slug: "weekly-pass",
    name: "Weekly Pass",
    icon: "bolt",
    price_cents: 1299,
    interval: "week",
    popular: false,
    description:
      "<ul><li>Chat with <strong>one bot</strong> of your choice for 7 days</li><li>Ideal for a focused goal, course or story arc</li><li>Private chats saved to your history</li><li>Cancel any time before it renews</li></ul>",
    sort_order: 2,
    daily_messages: 300,
  },
  {
    slug: "monthly-unlimited",
    name: "Monthly Unlimited",
    icon: "crown",
    price_cents: 1999,
    interval: "month",
    popular: true,
    description:
      "<ul><li>Chat with <strong>every bot</strong> in the catalogue</li><li>New bots added regularly at no extra cost</li><li>Full chat history and favourites</li><li>Switch between bots whenever you like</li><li>Cancel any time</li></ul>",
    sort_order: 3,
    daily_messages: 500,
  },
  {
    slug: "yearly-unlimited",
    name: "Yearly Unlimited",
    icon: "gem",
    price_cents: 14999,
    interval: "year",
    popular: false,
    description:
      "<ul><li>Everything in Monthly Unlimited, for a whole year</li><li>Save over 35% compared with paying monthly</li><li>Chat with every bot, all year long</li><li>One simple payment per year</li></ul>",
    sort_order: 4,
    daily_messages: 1000,
  },
];
