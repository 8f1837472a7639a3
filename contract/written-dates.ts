// Days and moments as the servers write them into mails and notifications, in the reader's language.
// English keeps the contract's wording ("June 5, 2025", "June 5, 2025 at 14:03 UTC"); the other
// languages are written by Intl ("5 juin 2025 à 14:03 UTC"). Notifications are stored in English, so
// the English dates in one are rewritten when it is read in another language.
import { DEFAULT_UI_LANGUAGE, isUiLanguage } from "./ui-languages.js";

const DAY = { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" } as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const english = (lng: string | null | undefined) => !isUiLanguage(lng) || lng === DEFAULT_UI_LANGUAGE;

/** "June 5, 2025" (English), "5 juin 2025", "5 de junio de 2025"… */
export function writtenDay(date: Date, lng?: string | null) {
  return date.toLocaleDateString(english(lng) ? "en-US" : lng!, DAY);
}

/** "June 5, 2025 at 14:03 UTC": notifications are read later, so the zone is spelled out. */
export function writtenWhen(date: Date, lng?: string | null) {
  if (english(lng)) return `${writtenDay(date)} at ${date.toISOString().slice(11, 16)} UTC`;
  return new Intl.DateTimeFormat(lng!, {
    ...DAY,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(date);
}

const ENGLISH_DATE = new RegExp(
  `\\b(${MONTHS.join("|")}) (\\d{1,2}), (\\d{4})(?: at (\\d{2}):(\\d{2}) UTC)?`,
  "g",
);

/** `text` with each English day or moment it holds (as written above) written in `lng`. */
export function localizeEnglishDates(text: string, lng: string | null | undefined) {
  if (english(lng)) return text;
  return text.replace(ENGLISH_DATE, (_, month: string, day: string, year: string, h?: string, m?: string) => {
    const date = new Date(Date.UTC(+year, MONTHS.indexOf(month), +day, +(h ?? 0), +(m ?? 0)));
    return h === undefined ? writtenDay(date, lng) : writtenWhen(date, lng);
  });
}
