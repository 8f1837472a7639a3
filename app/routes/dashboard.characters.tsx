// /dashboard/characters: the characters I made or imported, with their status, and the
// ways to make more (Create a character, Import a card). `?delete=ID` is the no-JavaScript step that
// asks before deleting one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CharacterList, DeleteCharacterStep } from "~/components/characters/character-list";
import { CharacterErrorBoundary } from "~/components/characters/character-error";
import { requireToken } from "~/utils/auth.server";
import { IMPORT_CHARACTER_PAGE, NEW_CHARACTER_PAGE } from "~/utils/characters";
import { deleteCharacter, loadMyCharacters } from "~/utils/characters.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

const ListQuery = z.object({
  delete: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = ListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const characters = await loadMyCharacters(request, token);
  return {
    characters,
    deleting: characters.find((c) => c.id === query.delete) ?? null,
    meta: await pageMetaText(request, "characters", "list"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "delete") throw new Response("Unknown action", { status: 400 });
  return deleteCharacter(request, token, formData);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/characters",
    },
  );

function MakeMore() {
  const { t } = useTranslation("characters");
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={NEW_CHARACTER_PAGE} className="btn-primary">
        {t("list.create")}
      </Link>
      <Link to={IMPORT_CHARACTER_PAGE} className="btn-ghost">
        {t("list.import")}
      </Link>
    </div>
  );
}

export default function MyCharacters() {
  const { t } = useTranslation("characters");
  const { characters, deleting } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">{t("list.title")}</h2>
          <p className="mt-1 text-sm text-white/70">{t("list.intro")}</p>
        </div>
        {characters.length ? <MakeMore /> : null}
      </header>
      {deleting ? <DeleteCharacterStep character={deleting} /> : null}
      {characters.length ? (
        <CharacterList characters={characters} />
      ) : (
        <div className="card mx-auto max-w-lg px-6 py-16 text-center">
          <p className="text-xl font-semibold">{t("list.emptyTitle")}</p>
          <p className="mt-2 text-white/75">{t("list.emptyText")}</p>
          <div className="mt-6 flex justify-center">
            <MakeMore />
          </div>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = CharacterErrorBoundary;
