// Reading bot replies aloud ("Listen") with the browser's speech synthesis. One reply
// speaks at a time: starting one stops the other, and every Listen button knows which one is on.
// Browser only; where speechSynthesis is missing (and before hydration) nothing is offered.
import { useSyncExternalStore } from "react";
import { pickVoice, type BotVoice } from "#contract/voice";

let speaking: string | null = null;
const listeners = new Set<() => void>();
const setSpeaking = (key: string | null) => {
  speaking = key;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const hasSynthesis = () =>
  typeof window !== "undefined" && "speechSynthesis" in window && "SpeechSynthesisUtterance" in window;

/** True in a browser that can speak (false on the server and before hydration). */
export function useCanSpeak() {
  return useSyncExternalStore(subscribe, hasSynthesis, () => false);
}

/** The key of the reply being read aloud, or null. */
export function useSpeaking() {
  return useSyncExternalStore(
    subscribe,
    () => speaking,
    () => null,
  );
}

// Ends of blocks and line breaks become pauses, so paragraphs are not read as one run-on word.
const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi;

/** The words of a reply's sanitized HTML: parsed as an inert document, never inserted anywhere. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, "$& "), "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

export function stopSpeaking() {
  if (!hasSynthesis()) return;
  window.speechSynthesis.cancel();
  setSpeaking(null);
}

/** Reads `text` in the bot's voice; whatever was being read stops first. */
export function speak(key: string, text: string, voice: BotVoice, botId: number) {
  if (!hasSynthesis() || !text) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.pitch = voice.pitch;
  utterance.rate = voice.rate;
  const lang = document.documentElement.lang || "en";
  const chosen = pickVoice(synth.getVoices(), voice, botId, lang);
  if (chosen) {
    utterance.voice = chosen;
    utterance.lang = chosen.lang;
  } else utterance.lang = lang;
  const done = () => {
    if (speaking === key) setSpeaking(null);
  };
  utterance.onend = done;
  utterance.onerror = done;
  setSpeaking(key);
  synth.speak(utterance);
}
