// Verification complete (docs/requirements/accounts.md#password-reset): a success image and copy,
// then /auth after 2000 ms. With JavaScript a timer navigates; without it a meta refresh (inside
// <noscript>) and a link do. After a password reset (?after=password-reset) it says the password
// changed; the spec's "Signup verification complete…" is sign-up's copy.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { REDIRECT_AFTER_VERIFICATION_MS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { CheckCircleIcon } from "~/components/icons";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { AFTER_PASSWORD_RESET } from "~/utils/verification-complete";

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await pageMetaText(request, "auth", "verified") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/verification-complete",
      noIndex: true,
    },
  );

export default function VerificationComplete() {
  const { t } = useTranslation("auth");
  const m = useMessages();
  const navigate = useNavigate();
  const reset = useSearchParams()[0].get("after") === AFTER_PASSWORD_RESET;
  useEffect(() => {
    const id = setTimeout(() => navigate("/auth", { replace: true }), REDIRECT_AFTER_VERIFICATION_MS);
    return () => clearTimeout(id);
  }, [navigate]);
  return (
    <div className="text-center">
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_VERIFICATION_MS / 1000};url=/auth`} />
      </noscript>
      <div className="mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300 ring-8 ring-emerald-500/10">
        <CheckCircleIcon className="h-14 w-14" />
      </div>
      <h1 className="mt-6 text-2xl font-extrabold">
        {reset ? m(COPY.passwordResetTitle) : m(COPY.verificationCompleteTitle)}
      </h1>
      <p className="mt-2 text-white/75">
        {reset ? m(COPY.passwordResetBody) : m(COPY.verificationCompleteBody)}
      </p>
      <Link to="/auth" className="btn-primary mt-8 w-full py-3">
        {t("verified.continue")}
      </Link>
    </div>
  );
}
