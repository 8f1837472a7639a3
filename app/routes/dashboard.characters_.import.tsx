// /dashboard/characters/import: import a Character Card (.json V1/V2/V3, .png with a
// `chara`/`ccv3` chunk, or a .charx zip). Step 1 reads the file without saving and shows what was read; step 2
// ("Save character") saves it. Both are plain form posts, so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CharacterErrorBoundary } from "~/components/characters/character-error";
import { ChooseCardStep, SaveCardStep } from "~/components/characters/import-steps";
import { requireToken } from "~/utils/auth.server";
import { importAction } from "~/utils/character-import.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  return { meta: await pageMetaText(request, "characters", "import") };
}

export async function action({ request }: ActionFunctionArgs) {
  return importAction(request, await requireToken(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/characters/import",
    },
  );

export default function ImportCharacter() {
  const { t } = useTranslation("characters");
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold">{t("import.title")}</h2>
        <p className="mt-1 text-sm text-white/70">{t("import.intro")}</p>
      </header>
      {reply?.step === "preview" ? (
        <SaveCardStep
          key={reply.preview.upload_id}
          preview={reply.preview}
          picture={reply.picture}
          fileName={reply.fileName}
        />
      ) : (
        <ChooseCardStep error={reply?.step === "file" ? reply.error : null} />
      )}
    </div>
  );
}

export const ErrorBoundary = CharacterErrorBoundary;
