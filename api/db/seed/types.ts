import type { BotCard } from "../bot-card";

export interface SeedBot {
  /** Stable key: seeding is idempotent by slug, and the avatar file is named after it. */
  slug: string;
  name: string;
  /** One of the catalogue categories (a short Title Case word or two, e.g. "Romance"). */
  category: string;
  /** The short character label shown on bot cards, e.g. "Flirty Barista". */
  character: string;
  /** One or two sentences shown on bot cards. */
  text: string;
  card: Omit<BotCard, "name">;
  /** Avatar drawing inputs: two hex colours for the gradient and a 1–2 character monogram or glyph. */
  avatar: { from: string; to: string; glyph: string };
}

export interface SeedPlan {
  slug: string;
  name: string;
  /** Icon key rendered by the web app (one of: "spark", "bolt", "crown", "gem"). */
  icon: "spark" | "bolt" | "crown" | "gem";
  /** Price in cents. */
  price_cents: number;
  interval: "day" | "week" | "month" | "year";
  popular: boolean;
  /** Sanitizable HTML (ul/li/p/strong only). */
  description: string;
  sort_order: number;
  /** Fair-use replies a day (null: unlimited); set when the plan is first made, then the operator's. */
  daily_messages: number | null;
}

export interface SeedPage {
  slug: string;
  title: string;
  /** HTML: h2, h3, p, ul, ol, li, a, strong, em only. */
  content: string;
}

export interface SeedSocialLink {
  title: "Facebook" | "Youtube" | "Linkedin" | "X" | "Instagram";
  url: string;
}
