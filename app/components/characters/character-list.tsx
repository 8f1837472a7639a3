// "My characters": each of mine with its picture, status badge (a rejected one says why)
// and its actions: Chat, Edit, Export JSON / PNG (downloads) and Delete. Delete asks first: a dialog
// with JavaScript, the page's own step (?delete=ID) without it.
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { MyCharacter } from "#contract/characters";
import { useRootData } from "~/root";
import { chatPath } from "~/utils/chat-access";
import {
  CHARACTERS_PAGE,
  deleteCharacterStep,
  editCharacterPath,
  exportCharacterPath,
  STATUS_BADGES,
} from "~/utils/characters";
import { BotImage } from "../bot-image";
import { ConfirmDialog } from "../modal";

/** Screen-reader-only words inside a visible label ("Edit<sr> Ada</sr>"). */
const SR = { sr: <span className="sr-only" /> };

function StatusBadge({ character }: { character: MyCharacter }) {
  const { t } = useTranslation("characters");
  const badge = STATUS_BADGES[character.status];
  return (
    <span
      data-testid="character-status"
      title={t(badge.hint)}
      className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold ${badge.tone}`}
    >
      {t(badge.label)}
      <span className="sr-only">: {t(badge.hint)}</span>
    </span>
  );
}

const action = "btn-ghost px-3 py-1.5 text-xs";

/** Unlisted (and public) characters open for anyone with this link: a field to copy it from. */
function ShareLink({ character }: { character: MyCharacter }) {
  const { t } = useTranslation("characters");
  const origin = useRootData()?.publicUrl ?? "";
  return (
    <label className="mt-2 block max-w-sm text-xs text-white/70">
      {t("list.shareLink")}
      <span className="sr-only"> {character.name}</span>
      <input
        readOnly
        value={`${origin}${chatPath(character.id)}`}
        onFocus={(e) => e.currentTarget.select()}
        className="input mt-1 px-3 py-1.5 text-xs"
      />
    </label>
  );
}

function CharacterItem({
  character,
  onDelete,
}: {
  character: MyCharacter;
  onDelete: (c: MyCharacter) => void;
}) {
  const { t } = useTranslation("characters");
  const values = { name: character.name };
  const ask = (event: MouseEvent) => {
    event.preventDefault();
    onDelete(character);
  };
  return (
    <li data-testid="character-item" className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <BotImage
          src={character.image}
          name={character.name}
          className="h-16 w-16 shrink-0 rounded-full text-2xl"
        />
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold break-words">
            <span data-testid="character-name">{character.name}</span>
            <StatusBadge character={character} />
          </h3>
          <p className="text-xs text-white/60">{character.category}</p>
          {character.tagline ? <p className="mt-1 text-sm text-white/80">{character.tagline}</p> : null}
          {character.visibility !== "private" ? <ShareLink character={character} /> : null}
          {character.status === "rejected" ? (
            <p data-testid="rejected-reason" className="mt-1 text-sm text-red-200">
              {t("list.rejected", { reason: character.review_reason || t("list.noReason") })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link to={chatPath(character.id)} className="btn-primary px-4 py-1.5 text-xs">
          <Trans t={t} i18nKey="list.chat" values={values} components={SR} />
        </Link>
        <Link to={editCharacterPath(character.id)} className={action}>
          <Trans t={t} i18nKey="list.edit" values={values} components={SR} />
        </Link>
        {/* Downloads: the browser saves the file, no client navigation. */}
        <a href={exportCharacterPath(character.id, "json")} download className={action}>
          <Trans t={t} i18nKey="list.exportJson" values={values} components={SR} />
        </a>
        <a href={exportCharacterPath(character.id, "png")} download className={action}>
          <Trans t={t} i18nKey="list.exportPng" values={values} components={SR} />
        </a>
        <Link to={deleteCharacterStep(character.id)} onClick={ask} className={action}>
          <Trans t={t} i18nKey="list.delete" values={values} components={SR} />
        </Link>
      </div>
    </li>
  );
}

export function CharacterList({ characters }: { characters: MyCharacter[] }) {
  const { t } = useTranslation("characters");
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<MyCharacter | null>(null);
  return (
    <>
      <ul className="space-y-3" data-testid="character-list">
        {characters.map((c) => (
          <CharacterItem key={c.id} character={c} onDelete={setAsking} />
        ))}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={t("list.deleteTitle", { name: asking.name })}
          description={t("list.deleteText")}
          confirmLabel={t("list.deleteYes")}
          busy={navigation.state !== "idle"}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            submit({ intent: "delete", character_id: String(asking.id) }, { method: "post" });
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}

/** Without JavaScript: the question takes the top of the page, with the same two answers. */
export function DeleteCharacterStep({ character }: { character: MyCharacter }) {
  const { t } = useTranslation("characters");
  return (
    <section aria-labelledby="delete-character-title" role="alertdialog" className="card p-6 text-center">
      <h3 id="delete-character-title" className="text-xl font-bold break-words">
        {t("list.deleteTitle", { name: character.name })}
      </h3>
      <p className="mt-2 text-white/80">{t("list.deleteText")}</p>
      <Form method="post" action={CHARACTERS_PAGE} className="mt-5 flex justify-center gap-3">
        <input type="hidden" name="character_id" value={character.id} />
        <Link to={CHARACTERS_PAGE} className="btn-ghost">
          {t("list.cancel")}
        </Link>
        <button type="submit" name="intent" value="delete" className="btn-primary">
          {t("list.deleteYes")}
        </button>
      </Form>
    </section>
  );
}
