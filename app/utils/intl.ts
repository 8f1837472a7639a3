// Dates and amounts in the page's language (Intl): in English they read exactly as the contract's
// writtenDay and formatPrice ("November 28, 2026", "$12.00").
import { useTranslation } from "react-i18next";

export function useIntl() {
  const { i18n } = useTranslation();
  const lng = i18n.language || "en";
  return {
    lng,
    day: (iso: string | Date) =>
      new Date(iso).toLocaleDateString(lng, {
        timeZone: "UTC",
        month: "long",
        day: "numeric",
        year: "numeric",
      }),
    price: (usd: number) => new Intl.NumberFormat(lng, { style: "currency", currency: "USD" }).format(usd),
  };
}
