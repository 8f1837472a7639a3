import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withParams } from "~/utils/url";

/** Previous / Next links that keep the rest of the query (filters, search). */
export function Pager({ page, lastPage, hasNext }: { page: number; lastPage?: number; hasNext: boolean }) {
  const { t } = useTranslation("dashboard");
  const { search } = useLocation();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t("pager.label")} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={withParams(search, { page: page - 1 })} className="btn-ghost" rel="prev">
          {t("pager.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-white/75">
        {lastPage ? t("pager.pageOf", { page, last: lastPage }) : t("pager.page", { page })}
      </span>
      {hasNext ? (
        <Link to={withParams(search, { page: page + 1 })} className="btn-ghost" rel="next">
          {t("pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
