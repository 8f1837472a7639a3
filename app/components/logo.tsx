import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
      aria-label={t("logoLabel")}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span>Infinite</span>
    </Link>
  );
}
