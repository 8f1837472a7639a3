import { Link, useLocation } from "@remix-run/react";
import { withParams } from "~/utils/url";

/** Previous / Next links that keep the rest of the query (filters, search). */
export function Pager({ page, lastPage, hasNext }: { page: number; lastPage?: number; hasNext: boolean }) {
  const { search } = useLocation();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={withParams(search, { page: page - 1 })} className="btn-ghost" rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-white/75">
        {lastPage ? `Page ${page} of ${lastPage}` : `Page ${page}`}
      </span>
      {hasNext ? (
        <Link to={withParams(search, { page: page + 1 })} className="btn-ghost" rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
