// Dates, numbers and dollars in the console, in the page's language. English keeps the console's
// established forms ("23 Nov 2026, 12:17", "1,234", "$9.99"): British dates, American numbers.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export interface AdminFormat {
  dateTime: (at: string) => string;
  day: (day: string) => string;
  whole: (n: number) => string;
  usd: (n: number) => string;
}

export function adminFormat(language: string): AdminFormat {
  const english = language.startsWith("en");
  const dates = english ? "en-GB" : language;
  const numbers = english ? "en-US" : language;
  const dateTime = new Intl.DateTimeFormat(dates, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const shortDay = new Intl.DateTimeFormat(dates, { day: "numeric", month: "short", timeZone: "UTC" });
  const wholeNumber = new Intl.NumberFormat(numbers);
  return {
    dateTime: (at) => dateTime.format(new Date(at)),
    day: (day) => shortDay.format(new Date(`${day}T00:00:00Z`)),
    whole: (n) => wholeNumber.format(n),
    // Tiny amounts (a reply's cost) keep four decimals so they do not all read as $0.00.
    usd: (n) =>
      new Intl.NumberFormat(numbers, {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: 2,
        maximumFractionDigits: n !== 0 && Math.abs(n) < 1 ? 4 : 2,
      }).format(n),
  };
}

export function useAdminFormat(): AdminFormat {
  const { i18n } = useTranslation();
  return useMemo(() => adminFormat(i18n.language ?? "en"), [i18n.language]);
}
