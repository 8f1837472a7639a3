// What every exchange's controls (edit, delete from here, regenerate, alternatives, rating, Retry)
// need from the chat page, handed down once instead of through every level. Without JavaScript the
// controls are plain forms posting to `action` and links to the page's steps (?edit=, ?rewind=).
import { createContext, useContext } from "react";
import type { Exchange } from "./exchanges";

export interface ChatControls {
  /** The chat page's own URL: every plain form posts here, and steps add their parameter to it. */
  action: string;
  hydrated: boolean;
  /** The bot is no longer available (archived): the chat is read, and nothing in it changes. */
  readOnly: boolean;
  /** A reply is being written: no new request until it ends. */
  busy: boolean;
  /** The message whose editor is open (a step without JavaScript, local state with it). */
  editingId: number | null;
  /** The message whose "Delete from here" waits for a yes (the no-JavaScript step). */
  rewindId: number | null;
  /** A refused edit, given back by the action with the text as typed. */
  editReply: { id: number; message: string; error: string } | null;
  startEdit: (id: number) => void;
  cancelEdit: () => void;
  /** With JavaScript: asks first when later messages would go, then streams the new reply. */
  submitEdit: (exchange: Exchange, text: string) => void;
  askRewind: (exchange: Exchange) => void;
  regenerate: (exchange: Exchange) => void;
  retry: (exchange: Exchange) => void;
}

const Context = createContext<ChatControls | null>(null);

export const ChatControlsProvider = Context.Provider;

export function useChatControls(): ChatControls {
  const controls = useContext(Context);
  if (!controls) throw new Error("useChatControls outside the chat page");
  return controls;
}

/** A step of the page: its URL plus one parameter (`&edit=12`). */
export const stepUrl = (action: string, name: string, value: string | number) =>
  `${action}${action.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(String(value))}`;
