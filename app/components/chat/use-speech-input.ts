// Speaking a message ("Speak"): the browser's speech recognition fills the composer as
// the user talks, interim words included; it never sends. Browser only: `supported` is false on
// the server, before hydration and where the browser has no recognition.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/** The part of SpeechRecognition used here (not in every DOM typing, and prefixed in Chromium). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const noSubscription = () => () => {};

/** Why listening stopped, as a key of the chat catalogue's `speech` (the page says it in its language). */
export type SpeechError = "microphone" | "noMicrophone" | "offline" | "unheard";

const ERRORS: Record<string, SpeechError> = {
  "not-allowed": "microphone",
  "service-not-allowed": "microphone",
  "audio-capture": "noMicrophone",
  network: "offline",
};

/** `onText` gets the whole box: what was typed before listening plus what has been heard. */
export function useSpeechInput(onText: (text: string) => void) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => recognitionConstructor() !== null,
    () => false,
  );
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<SpeechError | null>(null);
  const current = useRef<Recognition | null>(null);
  const report = useRef(onText);
  report.current = onText;

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setListening(false);
  }, []);

  const start = useCallback((typed: string) => {
    const Ctor = recognitionConstructor();
    if (!Ctor) return;
    current.current?.abort();
    const recognition = new Ctor();
    recognition.lang = document.documentElement.lang || navigator.language || "en";
    recognition.interimResults = true;
    recognition.continuous = true;
    const before = typed && !/\s$/.test(typed) ? `${typed} ` : typed;
    recognition.onresult = (event) => {
      let heard = "";
      for (let i = 0; i < event.results.length; i++) heard += event.results[i]?.[0]?.transcript ?? "";
      report.current(before + heard.trimStart());
    };
    recognition.onerror = (event) => {
      if (event.error !== "aborted" && event.error !== "no-speech")
        setError(ERRORS[event.error] ?? "unheard");
    };
    recognition.onend = () => {
      if (current.current === recognition) current.current = null;
      setListening(false);
    };
    current.current = recognition;
    setError(null);
    setListening(true);
    recognition.start();
  }, []);

  // Leaving the chat stops the microphone.
  useEffect(() => () => current.current?.abort(), []);

  return { supported, listening, error, start, stop };
}
