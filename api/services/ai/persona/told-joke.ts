// "felix is a dentist and he met his fiancée Noor at a salsa class. joke about that?": a joke on
// the facts just told, not one from the file: the person, their job and what its people are known
// to talk about (words/talk.json), their partner and where they met, each as the member named them.
import type { Ctx } from "./context";
import { fixedPlan, fillAll, type Plan } from "./plan";
import { capitalize } from "./text";
import { WORDS } from "./words";

const J = WORDS.talk.toldJokes;
const JOBS = Object.keys(J.jobs).sort((a, b) => b.length - a.length);
const JOB = new RegExp(
  String.raw`\b([a-z][a-z'-]+)\s+(?:is|was|'s|works as)\s+an?\s+(?:[a-z]+\s+)?(${JOBS.join("|")})\b`,
  "i",
);
const PARTNER =
  /\b(?:fianc[ée]e?|wife|husband|partner|girlfriend|boyfriend|bride|groom|date)\s+([A-Z][\p{L}'-]+)|\bmet\s+([A-Z][\p{L}'-]+)/u;
const WHERE =
  /\bat\s+(?:a|an|the)\s+((?:[a-z-]+\s+){0,2}(?:class|party|wedding|gym|bar|club|concert|festival|course|conference|school|park|caf[eé]|pub|workshop|lesson|market|match|gig))\b/i;
/** "joke about that?", "a joke on them": the joke is on what was just told. */
const BACK = /^(?:that|this|it|them|him|her|those two|these two|the two of them|us|me|the couple)?$/i;
const NOT_NAMES = new Set("he she it that this who which what there everyone someone he's she's".split(" "));

/** The joke plan on the facts of this message or the member's one before, or null. */
export function toldJokePlan(ctx: Ctx): Plan | null {
  const users = ctx.history.filter((h) => h.role === "user").map((h) => h.content.replace(/[’‘]/g, "'"));
  // As the member wrote it: "it" is not yet read as the last thing named.
  const topic = users.at(-1)?.match(/\bjokes?\b(?:\s+(?:about|on)\s+([^?.!]*))?/i)?.[1] ?? "";
  if (!BACK.test(topic.trim())) return null;
  const text = users.slice(-2).reverse().join(" ");
  const job = text.match(JOB);
  const partner = text.match(PARTNER);
  const where = text.match(WHERE)?.[1]?.toLowerCase();
  const who = job && !NOT_NAMES.has(job[1]!.toLowerCase()) ? capitalize(job[1]!) : "";
  const vals = {
    name: who || undefined,
    job: job?.[2]?.toLowerCase(),
    thing: job ? J.jobs[job[2]!.toLowerCase()] : undefined,
    partner: partner ? (partner[1] ?? partner[2]) : undefined,
    where,
  };
  const cores = [...fillAll(J.both, vals), ...fillAll(J.job, vals), ...fillAll(J.where, vals)];
  if (!cores.length) return null;
  return fixedPlan(cores, { actionChance: 2, ordered: true, longForm: false });
}
