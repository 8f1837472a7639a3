// "Hi Quinn, I'm ready for the escape room!": a message that opens with a hello and goes on to
// something else gets the hello back first, then the answer to the rest.
import type { Ctx } from "./context";
import type { Plan } from "./plan";
import { capitalize } from "./text";

const HELLO = /^(hi|hello|hey|hiya|heya|good (?:morning|afternoon|evening)|greetings)\b/i;
/** "Morning Amara!", "Evening, all.": the time of day as a hello, not "Morning runs are hard". */
const TIME_HELLO = /^([Mm]orning|[Ee]vening|[Aa]fternoon)(?=\s*[!,.]|\s+[A-Z][a-z]+\s*[!,.])/;

/** "Hi, Eli!" when the message opens with a hello, else null. */
export function helloBack(ctx: Ctx): string | null {
  const hello = (ctx.message.trim().match(HELLO) ?? ctx.message.trim().match(TIME_HELLO))?.[1];
  return hello ? `${capitalize(hello.toLowerCase())}${ctx.address ? `, ${ctx.address}` : ""}!` : null;
}

/** Puts "Hi, Eli!" before every core of a plan that answers more than a greeting. */
export function greetFirst(ctx: Ctx, plan: Plan, intent: string): void {
  const said = helloBack(ctx);
  if (!said || intent === "greeting" || plan.foreign) return;
  plan.cores = plan.cores.map((c) => (HELLO.test(c) ? c : `${said} ${c}`));
  // The name is in the hello already.
  ctx.useName = false;
}
