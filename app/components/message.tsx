// A contract message (English in code: zod, the API, toasts) shown in the page's language. Its
// catalogue comes with the page when the server rendered one; a message that first appears in the
// browser (a form checked before sending) shows in English for the moment its catalogue loads.
import { Suspense } from "react";
import { useMessages } from "~/utils/messages";

export function Message({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <Translated text={text} />
    </Suspense>
  );
}

function Translated({ text }: { text: string }) {
  const m = useMessages();
  return m(text);
}
