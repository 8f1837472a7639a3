// "how many hours is the flight to tokyo from vancouver roughly": asked of a travel card, the time
// in the air worked out from where the two cities are (words/field-facts.json "flights"): the
// great-circle distance at an airliner's cruising pace, plus the climb and the descent.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan } from "./plan";
import { WORDS } from "./words";

const F = WORDS.fieldFacts.flights;
const CITIES = Object.entries(F.cities);
const ASKS = /\bhow (?:long|many hours)\b|\bhow far\b|\bflight time\b/i;
const FLYING = /\b(?:flight|flights|fly|flying|plane)\b/i;
const EARTH_KM = 6371;
/** An airliner's average pace over a long flight, and the time taken to climb and come down. */
const CRUISE_KMH = 830;
const CLIMB_HOURS = 0.5;

const title = (name: string) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function distanceKm([lat1, lon1]: readonly number[], [lat2, lon2]: readonly number[]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2! - lat1!) / 2) ** 2 +
    Math.cos(rad(lat1!)) * Math.cos(rad(lat2!)) * Math.sin(rad(lon2! - lon1!) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** The cities a message names, in the order it names them, the one after "from" first. */
function citiesIn(message: string): [string, string] | null {
  const t = message.toLowerCase();
  const found = CITIES.map(([name]) => ({ name, at: t.search(new RegExp(`\\b${name}\\b`)) }))
    .filter((c) => c.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (found.length < 2) return null;
  const [a, b] = [found[0]!, found[1]!];
  const fromSecond = new RegExp(`\\bfrom\\s+${b.name}\\b`).test(t);
  return fromSecond ? [b.name, a.name] : [a.name, b.name];
}

export function flightPlan(ctx: Ctx): Plan | null {
  if (!ASKS.test(ctx.message) || !FLYING.test(ctx.message)) return null;
  if (!F.card.some((w) => new RegExp(`\\b${w}`, "i").test(ctx.cardText))) return null;
  const pair = citiesIn(ctx.message);
  if (!pair) return null;
  const km = distanceKm(F.cities[pair[0]]!, F.cities[pair[1]]!);
  const hours = Math.round((km / CRUISE_KMH + CLIMB_HOURS) * 2) / 2;
  const vals = {
    hours: String(hours),
    km: (Math.round(km / 100) * 100).toLocaleString("en"),
    from: title(pair[0]),
    to: title(pair[1]),
  };
  return { ...basePlan(fillAll([...F.lines], vals)), followChance: 1, weaveChance: 2, actionChance: 3 };
}
