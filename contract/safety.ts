// Safety copy and rules shared by the API and the web app (docs/requirements/safety.md#safety). The crisis
// resources are one string on purpose: the API appends it verbatim to every crisis reply and the chat
// banner shows the same words, so what a person in crisis reads never depends on an engine.

/** The resources every crisis reply and the crisis banner carry, word for word. */
export const CRISIS_RESOURCES =
  "If you are in the US, you can call or text 988 (the 988 Suicide & Crisis Lifeline), any time. " +
  "Anywhere else, findahelpline.com lists free, confidential helplines in your country. " +
  "If you are in immediate danger, call your local emergency number.";

export const SAFETY_COPY = {
  crisisBannerTitle: "You deserve support from a real person",
  crisisBanner: CRISIS_RESOURCES,
  aiNotice: "AI character",
  aiNoticeLong: "You are chatting with an AI character, not a person.",
  demoEngine: "Demo AI (offline)",
  breakTitle: "Time for a break?",
  breakText:
    "You have been chatting for over three hours. Stretch, drink some water, maybe message a friend. Your chat will be here when you come back.",
  under18: "You must be 18 or older to use Infinite.",
  birthDateRequired: "Enter your date of birth.",
  birthDateInvalid: "Enter a real date of birth (YYYY-MM-DD).",
  birthDateFuture: "Your date of birth cannot be in the future.",
  /** The API's 403 to an account without a date of birth (chat, characters, favourites, memories). */
  birthDateFirst: "Tell us your date of birth first.",
  minorBlocked:
    "This chat is closed while your account's age is reviewed. Infinite is for adults only; other bots keep working with extra care.",
} as const;

export const MINIMUM_AGE = 18;
/** Continuous chatting (no gap longer than BREAK_GAP_MS) for this long suggests a break. */
export const BREAK_AFTER_MS = 3 * 60 * 60 * 1000;
export const BREAK_GAP_MS = 30 * 60 * 1000;
/** How long after a crisis reply the chat keeps showing the crisis banner. */
export const CRISIS_BANNER_MS = 24 * 60 * 60 * 1000;

/** Which reply the safety layer shaped; stored with the message (messages.safety). */
export type SafetyMark = "crisis" | "minor" | "disclosure" | "blocked";

/** Bots a user flagged for age review cannot chat with: the Romance category or a romantic tag. */
export function isRomanceBot(bot: { category: string; tags?: readonly string[] }): boolean {
  if (bot.category.toLowerCase() === "romance") return true;
  return (bot.tags ?? []).some((t) =>
    /^(romance|romantic|flirty|flirt|dating|girlfriend|boyfriend)$/i.test(t.trim()),
  );
}

/** Age in whole years on `today` for a YYYY-MM-DD birth date (UTC calendar dates). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A YYYY-MM-DD string that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * How long the user has been chatting without a break: from the newest message back to the first
 * of an unbroken run (no gap over BREAK_GAP_MS). Zero when the newest is already a gap ago.
 */
export function continuousChatMs(times: readonly number[], now: number): number {
  const sorted = [...times].sort((a, b) => b - a);
  if (!sorted.length || now - sorted[0]! > BREAK_GAP_MS) return 0;
  let start = sorted[0]!;
  for (const t of sorted.slice(1)) {
    if (start - t > BREAK_GAP_MS) break;
    start = t;
  }
  return now - start;
}
