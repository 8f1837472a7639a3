// /dashboard/characters/{id}/edit: the form of one of my characters, filled in with its
// card (raw {{char}}/{{user}} macros). Anyone else's character, or a deleted one, is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CHARACTER_COPY } from "#contract/characters";
import { CharacterErrorBoundary } from "~/components/characters/character-error";
import { CharacterForm } from "~/components/characters/character-form";
import { requireToken } from "~/utils/auth.server";
import { formDefaults, loadModelChoices, loadMyCharacter, saveCharacter } from "~/utils/characters.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

const idOf = (params: { id?: string }) => {
  const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(params.id);
  if (!id.success) throw new Response(CHARACTER_COPY.notFound, { status: 404 });
  return id.data;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const id = idOf(params);
  const [character, models] = await Promise.all([
    loadMyCharacter(request, token, id),
    loadModelChoices(request, token),
  ]);
  return {
    id: character.id,
    name: character.name,
    image: character.image,
    defaults: formDefaults(character),
    models,
    meta: await pageMetaText(request, "characters", "edit", { name: character.name }),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireToken(request);
  return saveCharacter(request, token, await readForm(request), idOf(params));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/characters",
    },
  );

export default function EditCharacter() {
  const { t } = useTranslation("characters");
  const { id, name, image, defaults, models } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold break-words">{t("edit.title", { name })}</h2>
        <p className="mt-1 text-sm text-white/70">{t("edit.intro")}</p>
      </header>
      <CharacterForm
        key={id}
        lastResult={useActionData<typeof action>()}
        defaultValue={defaults}
        current={{ src: image, name }}
        submitLabel={t("edit.submit")}
        models={models}
      />
    </div>
  );
}

export const ErrorBoundary = CharacterErrorBoundary;
