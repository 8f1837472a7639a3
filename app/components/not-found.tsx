import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function NotFound() {
  const { t } = useTranslation("errors");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <p className="bg-gradient-to-r from-brand-400 to-accent-400 bg-clip-text text-7xl font-black text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="mt-3 text-white/75">{t("notFoundBody")}</p>
      <Link to="/" className="btn-primary mt-8">
        {t("goBackHome")}
      </Link>
    </main>
  );
}
