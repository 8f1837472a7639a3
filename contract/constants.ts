// Constants and copy quoted by the specification (docs/requirements/api.md#constants). Pure:
// imported by app/ and api/.

export const OTP_LENGTH = 4;
/**
 * The wait before a new code may be asked for (docs/requirements/accounts.md#otp): the default of the
 * OTP_RESEND_SECONDS setting (contract/settings.ts).
 */
export const OTP_RESEND_SECONDS = 20;
export const REDIRECT_AFTER_VERIFICATION_MS = 2000;
export const PASSWORD_MIN = 8;

export const BOTS_PAGE_SIZE = 20;
export const POPULAR_BOTS_SHOWN = 6;
export const CATEGORY_CHIPS_WIDE = 15;
export const CATEGORY_CHIPS_NARROW = 5;
/**
 * @public Quoted by the spec; the breakpoint itself is the literal min-[501px]/max-[501px] classes in
 * category-chips.tsx, because Tailwind only sees class names written out whole.
 */
export const CATEGORY_CHIPS_WIDE_MIN_PX = 500;
export const CATEGORIES_VIEW_MORE_OVER = 10;

export const SKELETONS = {
  discover: 8,
  chatList: 8,
  grid: 6,
  modal: 6,
  favourites: 4,
  subscription: 2,
} as const;

export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const SINGLE_PASS_INTERVALS = ["day", "week"] as const;
export const CHAT_MESSAGE_MAX = 4000;

export const REPORT_CATEGORIES = [
  { value: "inappropriate", label: "Inappropriate Content" },
  { value: "offensive", label: "Offensive Responses" },
  { value: "irrelevant", label: "Irrelevant Replies" },
  { value: "technical", label: "Technical Issues" },
] as const;

export const REPORT_SEVERITIES = [
  { value: "low", label: "Low - Minor issue" },
  { value: "medium", label: "Medium - Moderate Issue" },
  { value: "high", label: "High - Serious Issue" },
] as const;

/** @public Quoted by the spec; GET caching is HTTP max-age (api/resources/faqs.ts) and the loaders. */
export const QUERY_STALE_MS = 10_000;
export const COUNTDOWN_REFRESH_MS = 1000;
export const CHAT_SCROLL_DELAY_MS = 100;

export const PRICING_SCROLL = { wideMinPx: 700, wide: 580, narrow: 400 } as const;
export const BOT_PICKER_BREAKPOINTS = { 0: 2, 640: 3, 768: 4, 1240: 5 } as const;

export const LANGUAGES = [
  "English",
  "Bangla",
  "Spanish",
  "French",
  "German",
  "Arabic",
  "Hindi",
  "Chinese",
  "Japanese",
  "Russian",
] as const;
