// The greetings of the character form: the first message with its live preview (JavaScript only;
// the form works without it), and up to ten alternate greetings added and removed with Conform's
// list buttons, which are plain submit buttons without JavaScript.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { CHARACTER_LIMITS } from "#contract/characters";
import { fillMacros, type CharacterFormValues } from "~/utils/characters";
import { useHydrated } from "~/utils/hydrated";
import { ErrorList, TextAreaField } from "../forms";

const MACRO_HINT = (
  <>
    Write <code>{"{{char}}"}</code> for the character&apos;s name and <code>{"{{user}}"}</code> for the person
    chatting.
  </>
);

const GREETING_HINT = <>{MACRO_HINT} Leave it empty and the person chatting writes first.</>;

export function GreetingPreview({ text, names }: { text: string; names: { char: string; user: string } }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const filled = fillMacros(text, names).trim();
  return (
    <section
      aria-labelledby="greeting-preview-title"
      aria-live="polite"
      className="rounded-xl bg-ink-800/70 p-4"
    >
      <h4 id="greeting-preview-title" className="text-xs font-semibold tracking-wide text-white/60 uppercase">
        Preview
      </h4>
      {/* Text, never HTML: what a card says is shown as typed. */}
      <p
        data-testid="greeting-preview"
        className="mt-2 whitespace-pre-wrap break-words text-sm text-white/90"
      >
        {filled || "No greeting: the person chatting writes first."}
      </p>
    </section>
  );
}

export function GreetingFields({
  form,
  firstMes,
  alternates,
  names,
}: {
  form: FormMetadata<CharacterFormValues, string[]>;
  firstMes: FieldMetadata<string | undefined>;
  alternates: FieldMetadata<string[] | undefined>;
  names: { char: string; user: string };
}) {
  const items = alternates.getFieldList();
  const full = items.length >= CHARACTER_LIMITS.alternate_greetings;
  return (
    <div className="space-y-4">
      <TextAreaField meta={firstMes} label="Greeting" rows={5} hint={GREETING_HINT} />
      <GreetingPreview text={firstMes.value ?? ""} names={names} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-white/85">Alternate greetings</legend>
        <p className="text-xs text-white/60">
          Other ways to open a chat, up to {CHARACTER_LIMITS.alternate_greetings}. People pick one when they
          start a new chat.
        </p>
        {items.map((item, index) => (
          <div key={item.key} className="flex items-start gap-2">
            <TextAreaField
              meta={item}
              label={`Alternate greeting ${index + 1}`}
              rows={3}
              className="flex-1"
            />
            <button
              {...form.remove.getButtonProps({ name: alternates.name, index })}
              className="btn-ghost mt-7 shrink-0 px-3 py-2 text-xs"
            >
              Remove<span className="sr-only"> alternate greeting {index + 1}</span>
            </button>
          </div>
        ))}
        <ErrorList id={alternates.errorId} errors={alternates.errors} />
        <button
          {...form.insert.getButtonProps({ name: alternates.name, defaultValue: "" })}
          disabled={full}
          className="btn-ghost px-4 py-2 text-xs"
        >
          + Add an alternate greeting
        </button>
      </fieldset>
    </div>
  );
}
