// /dashboard/characters/new: create a character. One plain form (multipart for the
// avatar); a success goes to My characters with a toast, a refusal comes back as typed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CharacterErrorBoundary } from "~/components/characters/character-error";
import { CharacterForm } from "~/components/characters/character-form";
import { requireToken } from "~/utils/auth.server";
import { saveCharacter } from "~/utils/characters.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  return { meta: await pageMetaText(request, "characters", "new") };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  return saveCharacter(request, token, await readForm(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/characters/new",
    },
  );

export default function NewCharacter() {
  const { t } = useTranslation("characters");
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold">{t("new.title")}</h2>
        <p className="mt-1 text-sm text-white/70">{t("new.intro")}</p>
      </header>
      <CharacterForm lastResult={useActionData<typeof action>()} submitLabel={t("new.submit")} />
    </div>
  );
}

export const ErrorBoundary = CharacterErrorBoundary;
