// The character pages' error boundary: someone else's private character, or one that was deleted,
// is "not found" (the API answers 404 and nothing more is said); anything else can be retried.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CHARACTERS_PAGE } from "~/utils/characters";

export function CharacterErrorBoundary() {
  const { t } = useTranslation("characters");
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="card mx-auto my-10 max-w-md p-8 text-center" role="alert">
      <h2 className="text-2xl font-bold">{missing ? t("error.missingTitle") : t("error.otherTitle")}</h2>
      <p className="mt-3 text-white/75">{missing ? t("error.missingText") : t("error.otherText")}</p>
      <Link to={CHARACTERS_PAGE} className="btn-primary mt-6">
        {t("error.back")}
      </Link>
    </div>
  );
}
