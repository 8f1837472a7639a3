// The words of a chat's Markdown export in the member's interface language (the account's
// preference, else the request's). Titles, names and the messages themselves stay as written.
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from "../../contract/ui-languages.js";

export interface ExportCopy {
  header: (who: string, when: string) => string;
  /** Who the chat is with: always said to be AI characters. */
  one: (name: string) => string;
  many: (names: string) => string;
  and: string;
  /** The member's name when the account has none. */
  you: string;
  unfinished: string;
  replyOf: (n: number, of: number) => string;
}

const EXPORT_COPY: Record<UiLanguage, ExportCopy> = {
  en: {
    header: (who, when) => `A chat with ${who}, exported ${when}.`,
    one: (name) => `${name} (an AI character)`,
    many: (names) => `${names} (AI characters)`,
    and: "and",
    you: "You",
    unfinished: "unfinished",
    replyOf: (n, of) => `reply ${n} of ${of}`,
  },
  fr: {
    header: (who, when) => `Une discussion avec ${who}, exportée le ${when}.`,
    one: (name) => `${name} (un personnage IA)`,
    many: (names) => `${names} (des personnages IA)`,
    and: "et",
    you: "Toi",
    unfinished: "inachevée",
    replyOf: (n, of) => `réponse ${n} sur ${of}`,
  },
  es: {
    header: (who, when) => `Un chat con ${who}, exportado el ${when}.`,
    one: (name) => `${name} (un personaje de IA)`,
    many: (names) => `${names} (personajes de IA)`,
    and: "y",
    you: "Tú",
    unfinished: "sin terminar",
    replyOf: (n, of) => `respuesta ${n} de ${of}`,
  },
  de: {
    header: (who, when) => `Ein Chat mit ${who}, exportiert am ${when}.`,
    one: (name) => `${name} (eine KI-Figur)`,
    many: (names) => `${names} (KI-Figuren)`,
    and: "und",
    you: "Du",
    unfinished: "unvollständig",
    replyOf: (n, of) => `Antwort ${n} von ${of}`,
  },
  pt: {
    header: (who, when) => `Um chat com ${who}, exportado em ${when}.`,
    one: (name) => `${name} (um personagem de IA)`,
    many: (names) => `${names} (personagens de IA)`,
    and: "e",
    you: "Você",
    unfinished: "inacabada",
    replyOf: (n, of) => `resposta ${n} de ${of}`,
  },
};

/** The export's copy for `lng`, English for anything else. */
export const exportCopy = (lng: string | null | undefined): ExportCopy =>
  EXPORT_COPY[isUiLanguage(lng) ? lng : DEFAULT_UI_LANGUAGE];
