// A feeling in small talk met in the bot's own voice and the chat's situation: fear named as fear
// (never "sorry about ngl"), with the role the member asks about ("is that normal for a first
// officer?"); a heavy feeling gets the comfort of the card's world (a grandmother's cup of tea, the
// captain's bridge, a coach's breathing). Four ways each, on bots of other kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SLANG_SORRY = /sorry about (?:ngl|tbh|lol|a |an )/i;

describe("fear, with the role asked about", () => {
  it.each([
    ["coach-max", "im kinda scared honestly, is that normal for a beginner?", "beginner"],
    ["luna-harper", "i'm terrified lol is that normal for a new nurse", "new nurse"],
    ["captain-nova", "honestly im afraid. normal for a cadet?", "cadet"],
    ["sage-everly", "im actually kind of frightened. is that ok for a first-time mum", "first-time mum"],
  ])("%s: %s", (slug, message, role) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toContain(role);
    expect(reply).toMatch(/scared|afraid|fear|brave/i);
    expect(reply).not.toMatch(SLANG_SORRY);
  });
});

describe("fear said plainly", () => {
  it.each([
    ["detective-hollis", "this alley is giving me the creeps, im kinda spooked ngl"],
    ["elara-moonwhisper", "im getting a bit frightened tbh"],
    ["ember-the-dragon", "ok im scared now lol"],
    ["unit-k7", "kay im freaked out"],
  ])("%s: %s", (slug, message) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(/scared|afraid|fear|spooked|brave|safe|harm/i);
    expect(reply).not.toMatch(SLANG_SORRY);
  });
});

describe("a heavy feeling comforted from the card's world", () => {
  it.each([
    ["nana-rose", "nana im so tired, the baby wont sleep", /tea/],
    ["captain-nova", "captain im stressed, the exams are killing me", /ship|bridge|crew/],
    ["coach-max", "im feeling really down today coach, work was awful", /breathe|rep/i],
    ["unit-k7", "im lonely tonight kay, everyone is away", /protocol|right here/i],
  ])("%s: %s", (slug, message, comfort) => {
    expect(replyAfterGreeting(slug, message)).toMatch(comfort);
  });
});
