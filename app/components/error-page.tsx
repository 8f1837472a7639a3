import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A friendly page for anything unexpected; details stay in the server log. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation("errors");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unavailable = status === 503;
  // A refusal of what was sent (an unreadable form) says what was wrong with it.
  const refusal =
    isRouteErrorResponse(error) && status >= 400 && status < 500 && typeof error.data === "string"
      ? error.data
      : null;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <h1 className="text-3xl font-bold">{unavailable ? t("unavailableTitle") : t("failedTitle")}</h1>
      <p className="mt-3 text-white/75">
        {unavailable ? t("unavailableBody") : (refusal ?? t("failedBody"))}
      </p>
      <div className="mt-8 flex gap-3">
        <Link to="." reloadDocument className="btn-ghost">
          {t("tryAgain")}
        </Link>
        <Link to="/" className="btn-primary">
          {t("goBackHome")}
        </Link>
      </div>
    </main>
  );
}
