// The concrete thing asked for, before a told fact, a field fact or a scene takes the message: a
// question about the recipe in hand ("and for 2 loaves?", "how long in the oven?"), a dish for an
// occasion, what is fine or to skip with a condition, an idiom's meaning, ideas for someone, a day's
// timeline, an exercise, the words to say about the member's own situation. Asked in a scene, this
// is still advice, not a scene beat.
import { scriptPlan } from "./advice-script";
import { bodyCarePlan } from "./body-care";
import type { Ctx } from "./context";
import { exercisePlan } from "./exercise-book";
import { idiomPlan } from "./idioms";
import type { Plan, Vals } from "./plan";
import { ideasPlan, timelinePlan } from "./plans-asked";
import { dishAskedPlan } from "./recipe-ask";
import { recipeFollowUpPlan } from "./recipe-followups";

/** The first concrete thing the message asks for; else null. */
export function concretePlan(ctx: Ctx, vals: Vals): Plan | null {
  return (
    recipeFollowUpPlan(ctx, vals) ??
    dishAskedPlan(ctx, vals) ??
    bodyCarePlan(ctx, vals) ??
    idiomPlan(ctx, vals) ??
    ideasPlan(ctx, vals) ??
    timelinePlan(ctx) ??
    exercisePlan(ctx, vals) ??
    scriptPlan(ctx)
  );
}
