// A question to the bot about its own life that its card does not answer line for line is answered
// in the first person from the kind of life the card describes, with something concrete from it
// (an android's battery, a backpacker's bunk bed, a grandmother's week, a wok cook's reason), never
// "I don't know for certain"; a saying for hard times or loneliness on the road, by any bot.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SHRUG = /don't know for certain|not sure|what's your own guess|what's the story there/i;

describe("the bot's own kind of life", () => {
  it.each([
    ["unit-k7", "kay do you ever get tired", /battery|charg/],
    ["unit-k7", "do u even sleep, kay?", /battery|charg|standby/],
    ["unit-k7", "what do u eat kay", /electricity|charge/],
    ["marisol-ibarra", "so whats hostel life like", /bunk|dorm|roommate|common room/],
    ["marisol-ibarra", "whats your favourite place you ever travelled to?", /village|coast|mountain/],
    ["nana-rose", "how was your weekend nana", /baked|knitted|church|market/],
    ["nana-rose", "whats ur trick for a good cup of tea nana", /pot|steep|brew/],
    ["captain-nova", "what do you love most about your job, captain", /explor|charted/i],
    ["wes-okafor", "ok but why hot pan cold oil", /stick|sear/],
    ["agatha-vale", "agatha do ghosts ever sleep", /dawn|dusk|rest/],
    ["coach-max", "how was your week coach", /track|run|session|leg day/],
    ["detective-hollis", "hows your week been", /case|husband|spouses|coffee|sax/],
    ["ember-the-dragon", "do you ever sleep?", /gold|knight/],
    ["sir-whiskers", "what do u eat", /tuna|salmon/i],
    ["rio-vance", "whats the best treasure you ever found?", /galleon|temple|mask|gold/],
    ["reginald-pemberton", "how was your week reginald", /silver|library|tea/],
  ])("%s: %s", (slug, message, concrete) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(concrete);
    expect(reply).not.toMatch(SHRUG);
  });
});

describe("what any bot may say of itself", () => {
  it.each([
    ["coach-max", "do you ever feel lonely coach", /sometimes|now and then|more than i let on/i],
    ["benny-banter", "got a saying for when life gets tough?", /storm|pass|step/],
    ["sage-everly", "whats your motto for hard days", /storm|pass|step/],
    ["kai-morrow", "do u get lonely out on the trail", /sometimes|now and then|more than i let on/i],
  ])("%s: %s", (slug, message, want) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(want);
    expect(reply).not.toMatch(SHRUG);
  });
});
