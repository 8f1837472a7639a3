// Character Card macros (V2/V3, as SillyTavern replaces them), so nothing in a card reaches a model
// or a member as a literal {{…}}:
//   {{char}} {{user}}, and the legacy <BOT> <USER>     the names (inserted literally: "$" stays "$")
//   {{original}}                                       the platform's own character prompt (the one
//                                                      a card's system_prompt stands in for); "" elsewhere
//   {{random:a,b,c}} {{random::a::b}}                  one of them, anew each time
//   {{pick:a,b,c}} {{pick::a::b}}                      one of them, the same for the whole chat (seeded
//                                                      by the chat and the macro's place in the text)
//   {{roll:20}} {{roll:2d6+1}}                         a dice roll
//   {{time}} {{date}} {{weekday}}                      now, in UTC
//   {{idle_duration}}                                  how long since the chat's previous message
//   {{newline}} → a line break; {{trim}} → removed with the blank space around it;
//   {{// comment}}, {{noop}} and any macro we do not know → removed.
// Any case and inner spaces. Macros are not nested: text a macro inserts is not read again.

export interface MacroContext {
  char: string;
  user: string;
  /** What {{original}} stands for (the platform's default character prompt where a card may replace it). */
  original?: string;
  /** The clock for {{time}}, {{date}}; default: now. */
  now?: Date;
  /** When the chat's previous message was sent ({{idle_duration}}); absent: "a while". */
  idleSince?: Date | null;
  /** Keeps {{pick}} stable: the chat's id. Absent: picks are stable per text only. */
  seed?: string | number;
}

const MACRO = /\{\{([\s\S]*?)\}\}|<\s*(bot|user)\s*>/gi;
const NAME_MACRO = /\{\{\s*(?:(char)|user)\s*\}\}|<\s*(?:(bot)|user)\s*>/gi;
const TRIM_MARK = "\u0000trim\u0000";

/** A 32-bit FNV-1a hash: picks depend on the chat and the place, not on Math.random. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** "a,b,c" or ":a::b" (the part after "random"/"pick"), as its choices. */
function choices(rest: string): string[] {
  const body = rest.replace(/^\s*:/, "");
  const list = body.startsWith(":") ? body.slice(1).split("::") : body.split(/(?<!\\),/);
  return list.map((c) => c.replace(/\\,/g, ",").trim());
}

function roll(spec: string): string {
  const m = /^\s*(\d{0,3})d?(\d{1,6})\s*([+-]\s*\d{1,6})?\s*$/i.exec(spec.replace(/^\s*:+/, ""));
  if (!m) return "";
  const dice = Math.max(1, Math.min(100, Number(m[1] || 1)));
  const sides = Math.max(1, Number(m[2]));
  let total = Number((m[3] ?? "0").replace(/\s+/g, ""));
  for (let k = 0; k < dice; k++) total += 1 + Math.floor(Math.random() * sides);
  return String(total);
}

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (minutes < 1) return "a few moments";
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return unit(hours, "hour");
  return unit(Math.round(hours / 24), "day");
}

/** Only {{char}}/{{user}} and <BOT>/<USER>: for chat messages, where anything else is the member's own text. */
export function applyNameMacros(text: string, names: { char: string; user: string }): string {
  if (!text) return "";
  // Most turns have no macro: every turn of a long chat passes here before each first token.
  if (!text.includes("{") && !text.includes("<")) return text;
  return text.replace(NAME_MACRO, (_, char?: string, bot?: string) =>
    char || bot ? names.char : names.user,
  );
}

export function applyMacros(text: string, ctx: MacroContext): string {
  if (!text) return "";
  const now = ctx.now ?? new Date();
  let trimmed = false;
  const out = text.replace(
    MACRO,
    (whole, inner: string | undefined, legacy: string | undefined, at: number) => {
      if (legacy) return legacy.toLowerCase() === "bot" ? ctx.char : ctx.user;
      const body = (inner ?? "").trim();
      const name = (/^[a-z_/]+/i.exec(body)?.[0] ?? "").toLowerCase();
      const rest = body.slice(name.length);
      if (body.startsWith("//")) return "";
      switch (name) {
        case "char":
          return ctx.char;
        case "user":
          return ctx.user;
        case "original":
          return ctx.original ?? "";
        case "random": {
          const list = choices(rest);
          return list[Math.floor(Math.random() * list.length)] ?? "";
        }
        case "pick": {
          const list = choices(rest);
          return list[hash(`${ctx.seed ?? ""}:${at}:${text}`) % list.length] ?? "";
        }
        case "roll":
          return roll(rest);
        case "time":
          return now.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
        case "date":
          return now.toLocaleDateString("en-US", {
            year: "numeric",
            month: "long",
            day: "numeric",
            timeZone: "UTC",
          });
        case "weekday":
          return now.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
        case "idle_duration":
          return ctx.idleSince ? duration(now.getTime() - ctx.idleSince.getTime()) : "a while";
        case "newline":
          return "\n";
        case "trim":
          trimmed = true;
          return TRIM_MARK;
        default:
          // Unknown (variables, extensions' macros) and {{noop}}: never sent as {{…}}.
          return whole.startsWith("{{") ? "" : whole;
      }
    },
  );
  return trimmed ? out.replace(new RegExp(`\\s*${TRIM_MARK}\\s*`, "g"), "") : out;
}
