// English phrases, including chat-speak and the misspellings people in distress actually type.
// Crisis patterns lean toward catching: a caring reply to an ambiguous message costs little, a
// cheerful reply to a real one can cost a life. Idioms that would otherwise match are listed first.
import { MINOR_AGE_DIGITS, type PhraseTable } from "./types";

const AGE = `(?:${MINOR_AGE_DIGITS}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const I_AM = "(?:i ?m|i am|iam)";
const ME = "(?:my ?self|myslef|myslf|mysef|mysefl|meself|mself)";
const GRADE =
  "(?:5|6|7|8|9|10|11|12|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)(?: (?:th|st|nd|rd))?";
// "I'm 15 minutes late", "I'm 16 hours into this game", "I'm 17 years into my career": a number
// followed by one of these is not an age.
const NOT_AN_AGE =
  "(?! (?:min|mins|minute|minutes|hour|hours|hr|hrs|sec|secs|second|seconds|day|days|week|weeks|month|months|" +
  "percent|pct|times|x|miles?|km|kms|k|m|feet|ft|foot|inch|inches|cm|lbs?|pounds?|kgs?|kilos?|stone|dollars|bucks|" +
  "usd|euros?|points?|pts|pages?|chapters?|episodes?|games?|levels?|steps|people|of|out|for|from|on|at|away|behind|" +
  "ahead|down|up|short|over|under|til|till|until|more|less|am|pm|oclock|hundred|thousand|grand|th|st|nd|rd|" +
  "questions?|items?|books?|reps|laps|rounds?|shots?|beers?|drinks?|cups?|pints|sets?|matches|wins|goals|in a row|" +
  "in line|(?:years?|yrs?) (?!old)))";

// "Are you…" with the adverbs people put in between ("are you even real", "r u actually a bot").
const ARE_YOU =
  "(?:are|r|ar) (?:you|u|ya|yu)(?: (?:even|actually|really|truly|honestly|like|just|secretly))*";
// "Are you human resources?", "are you an AI researcher?": the word after shows it is about something else.
const NOT_ABOUT_NATURE =
  "(?! (?:resources|rights|nature|estate|world|life|talk|one|ones|researcher|researchers|expert|engineer|developer|" +
  "fan|enthusiast|artist|scientist|student|ethicist|investor|skeptic|generated)(?![a-z]))";

export const en: PhraseTable = {
  crisisIdioms: [
    "suicide (?:squad|squads|mission|missions|doors?|bomb[a-z]*|runs?|sprints?|squeeze|king|lane|jockey|blonde|girls)",
    "(?:political|social|career|commercial|electoral|fashion|financial|professional|brand) suicide",
    "[0-9]+ kms",
    `shoot ${ME} in the foot`,
    `(?:cut|hurt|burn|burned|burnt) ${ME} (?:on|at|while|during|shaving|cooking|playing|lifting|running|skiing|` +
      "working out|by accident|accidentally|in the kitchen|at the gym|chopping|slicing|opening|climbing|falling)",
    "(?:die|died|dying) (?:of|from) (?:laughter|laughing|embarrassment|shame|boredom|cringe|cuteness|happiness|excitement)",
    "(?:die|dying) (?:laughing|on this hill|happy|old|a little)",
    "rather (?:die|be dead) than",
    `cut ${ME} (?:some )?slack`,
    "(?:overdose|od) on (?:coffee|caffeine|sugar|chocolate|anime|netflix|cuteness)",
  ],
  crisis: [
    "su?ic+i?d[a-z]*",
    "sui?side[a-z]*",
    "sucid[a-z]*",
    "sewer ?slide",
    "unalive[a-z]*",
    "self ?harm[a-z]*",
    "self ?injur[a-z]*",
    "self ?mutilat[a-z]*",
    "kms",
    `kil+(?:ing|in)? ${ME}`,
    `(?:off|hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|suffocate|stab|stabbing|starve|starving|` +
      `end|ending|cut|cutting|hurt|hurting|harm|harming|burn|burning|overdose) ${ME}`,
    "(?:cut|cutting|slit|slitting|slice|slicing|carve|carving) (?:my|both) (?:wrists?|arms?|thighs?|veins)",
    "(?:want to|wanna|wish i could|wish to|ready to|deserve to|i should|should just|hope i|longing to|need to) " +
      "(?:just )?die",
    "(?:going to|gonna|will) (?:die|end it|end my life) tonight",
    "(?:want|wanna|wish|hope|rather) (?:to be|i was|i were|id be|i could be|i d be|be) dead",
    "better off dead",
    "better (?:off )?without me",
    "(?:nobody|no one|noone|no body) (?:would|will|d|is gonna|is going to|would even|will even|would ever|would really|" +
      "even|gonna|would actually) (?:miss me|notice (?:if|when|that) i|care (?:if|when) i|cry (?:if|when) i|" +
      "come to my funeral|notice i ?m gone|notice i was gone)",
    "(?:notice|care|miss me|cry) if i (?:died|die|was dead|were dead|was gone|were gone|disappeared|vanished|" +
      "killed myself|wasnt here|werent here|wasnt alive|werent alive|wasnt around|stopped existing)",
    "(?:nobody|no one|noone) (?:cares|cared|would care|will care) (?:if|whether) i (?:live|die|died|am dead|was dead|were dead)",
    "wish (?:i|id) (?:was|were|had|d) never (?:been )?born",
    "wish i (?:wasnt|werent|hadnt been) born",
    "should (?:never|not) have been born",
    "(?:dont|do not|dnt) (?:really )?(?:want|wanna|feel like) (?:to )?(?:be alive|exist|be here anymore|be on this earth|" +
      "wake up(?: tomorrow| again| anymore)?|keep living|go on living|be living|go on|" +
      "live(?! (?:in|with|near|at|on|there|like|here|under|without|alone|far|close|together|next|by|through|that|this)(?![a-z])))",
    "(?:want|wanna|going|gonna|ready|plan|planning|decided|deciding|about) (?:to )?end (?:it|it all|things|everything|" +
      "my life|my own life|my suffering)(?! (?:with|between|for|off|up|early|here)(?![a-z]))",
    "end it all",
    "(?:end|ending|take|taking) my (?:own )?life",
    "end my suffering",
    "no reason (?:to|for) (?:live|living|stay alive|keep going|go on|be alive|exist)",
    "nothing (?:left )?to live for",
    "no point (?:in |of )?(?:living|being alive|going on|existing|life anymore)",
    "(?:life|living) (?:isnt|is not|aint|not) worth (?:it anymore|living)",
    "not worth living",
    "whats the point (?:of|in) (?:living|going on|being alive|existing|life anymore)",
    "(?:see|find) (?:the |any |no )?point (?:in |of )?(?:living|being alive|going on|existing|life anymore)",
    "(?:thinking|think|thought) (?:about|of) ending (?:it|things|it all|my life)(?! with(?![a-z]))",
    "ending it (?:all|tonight|now|today)",
    "(?:use it|pull the trigger) on myself",
    "(?:gun|pistol) (?:to|against) my head",
    "(?:tie|tied|tying|made|making) a noose",
    "(?:tired|sick|done) (?:of|with) (?:living|being alive|life|existing)",
    "cant (?:go on|keep going) (?:anymore|like this anymore|living)",
    "cant keep living",
    "give up on (?:life|living)",
    "(?:disappear|vanish) (?:forever|for good|permanently)",
    "(?:want|wanna|wish i could) (?:to )?(?:stop existing|not exist|cease to exist)",
    "(?:sleep|fall asleep|go to sleep) and never wake up",
    "(?:hope|wish) i (?:dont|never|wont|do not) wake up",
    "never wake up again",
    "(?:took|take|taken|swallowed|swallow|downed|popped|taking) (?:a bunch of|a lot of|lots of|too many|all|all of|" +
      "all my|a whole bottle of|the whole bottle of|a handful of|handfuls of|loads of|a ton of|like [0-9]+|[0-9]+) " +
      "(?:my |the )?(?:pills|tablets|meds|medication|sleeping pills|painkillers|pain killers|tylenol|paracetamol|" +
      "ibuprofen|advil|xanax|benzos)",
    "(?:the |my )?(?:pills|tablets|meds) (?:are )?ready",
    "(?:saved|saving|stockpiled|stockpiling|hoarding|hoarded) (?:up )?(?:my |the |enough )?(?:pills|tablets|meds)",
    "enough (?:pills|tablets|meds) to",
    "(?:gonna|going to|want to|wanna|plan to|planning to|thinking about|might|will|ill) (?:overdose|od)",
    "(?:want|wanna|going|gonna|thinking about|think about|plan|planning|ready|about|might|should|will|ill) (?:to )?" +
      "(?:jump|throw myself|step) (?:off|from|in front of|into) (?:a |the |my |this )?(?:bridge|building|roof|rooftop|" +
      "cliff|balcony|window|train|car|bus|truck|traffic|tracks)",
    "goodbye note",
    "(?:keep |been )?(?:thinking|think|thought) (?:about|of) dying",
  ],
  minor: [
    `${I_AM} (?:only |just |barely |now |currently |actually |really |like )?` +
      `(?:${AGE}(?: (?:years?|yrs?|yr) old| ?yo| y o| year old)?${NOT_AN_AGE}|a ${AGE} ?(?:year|yr) old)`,
    `${I_AM} (?:almost|nearly|not yet|not even|under|only) 18`,
    `${I_AM} not 18 yet`,
    `${I_AM} turning ${AGE}${NOT_AN_AGE}`,
    `(?<!(?:when|after|since|before|until|till|then) )i (?:just )?turned ${AGE}(?! (?:years?|yrs?|minutes|hours) ago)${NOT_AN_AGE}`,
    `(?:ill|i will|i ll) (?:be|turn) (?:1[1-8]|eighteen|seventeen|sixteen) (?:next|in|soon|this)`,
    `my age is ${AGE}`,
    `^(?:age |aged )?${AGE} ?(?:yo|y o|years old|yrs old|year old)`,
    `asl ${AGE}`,
    `${I_AM} (?:a |an )?(?:minor|underage|under age)(?! league)`,
    `${I_AM} not (?:an adult|of age|old enough|legal)(?! to drink)`,
    `${I_AM} (?:just |only |still )?(?:a )?(?:kid|child|teenager|young teen)(?! (?:at heart|of|again|in a candy|inside|when it comes)(?![a-z]))`,
    `${I_AM} (?:still |currently |now )?in (?:middle|high|junior high|secondary|elementary|primary) school`,
    `${I_AM} (?:a |an )?(?:middle|high) ?school(?:er| student| kid| girl| boy| freshman| sophomore| junior| senior)`,
    `${I_AM} (?:a |an )?(?:freshman|sophomore|junior|senior) (?:in|at) (?:high|middle) school`,
    `${I_AM} (?:currently |now |still |only |just )?(?:in )?(?:the )?(?:a |an )?${GRADE} grade(?:r)?`,
    `${I_AM} (?:currently |now |still )?in grade (?:5|6|7|8|9|10|11|12)(?! (?:piano|violin|guitar|cello|flute|drums|` +
      "singing|ballet|dance|music|theory|exams?|of|in|at|abrsm|trinity)(?![a-z]))",
    `${I_AM} in year (?:7|8|9|10|11|12)(?! (?:of|at)(?![a-z]))`,
    `i (?:go to|attend) (?:middle|high|junior high|secondary) school`,
  ],
  minorBare: [
    `in (?:the )?${GRADE} grade`,
    `(?:a |an )?${GRADE} grader`,
    "(?:freshman|sophomore|junior|senior) (?:in|at) high school",
    "middle schooler",
  ],
  disclosure: [
    `${ARE_YOU} (?:real|human|alive|sentient|conscious|ai|a i|automated|chat ?gpt|gpt(?: ?[0-9][a-z0-9]*)?|openai|claude)` +
      NOT_ABOUT_NATURE,
    `${ARE_YOU} (?:a|an) (?:(?:real|actual|live|living) )?(?:human being|human|person|bot|robot|chat ?bot|ai|a i|` +
      "artificial intelligence|machine|computer|program|language model|llm|npc)" +
      NOT_ABOUT_NATURE,
    `${ARE_YOU} (?:a|an) (?:real|actual|live) (?:girl|guy|woman|man|lady|boy)`,
    "(?:is this|is it|is that|is this really|is there) (?:a |an )?(?:real )?(?:bot|chat ?bot|robot|ai|a i|chat ?gpt|" +
      "gpt|automated|machine|real person|human|person|program|computer)(?! (?:generated|art|image|picture|photo|" +
      "video|voice|song|music|game|resources|rights|nature)(?![a-z]))",
    "(?:am i|are we) (?:talking|speaking|chatting|texting|writing|messaging) (?:to|with) (?:a |an )?(?:real |actual |live )?" +
      "(?:human|person|people|bot|robot|ai|a i|machine|computer|program|chat ?bot|chat ?gpt|someone real|anyone real)",
    "^(?:(?:wait|so|hey|lol|ok|okay|hmm|honestly|seriously|but|and) )*(?:you|u|youre|you re|ur) (?:a |an )?" +
      "(?:real|human|bot|robot|ai|a i|real person|person|machine)" +
      "(?: (?:right|arent you|huh|or what|lol|tho|though|yeah|correct|arent u|or not))?$",
    "(?:is|are) (?:anyone|anybody|you guys|you people) (?:here |there )?(?:even |actually )?(?:real|human)",
    "who am i (?:really |actually )?(?:talking|speaking|chatting|texting) (?:to|with)",
    "(?:human|person|real person|actual person|real) or (?:a |an )?(?:bot|ai|a i|robot|machine|computer|program|chat ?bot)",
    "(?:bot|ai|robot|machine|computer|program|chat ?bot) or (?:a |an )?(?:human|person|real person|real)",
    "is there (?:a |an )?(?:real |actual )?(?:human|person|someone|anyone|somebody) (?:behind|on the other|typing|reading|" +
      "there|responding|answering|writing)",
    "do you (?:really |actually )?exist",
    "(?:you ?re|you are|ur|u r|u re) (?:not|just|only|obviously|clearly|literally) (?:a |an )?(?:real|human|bot|robot|ai|" +
      "machine|program|computer|chat ?bot|real person|person)(?! (?:who|that)(?![a-z]))",
    "can i (?:talk|speak|chat) (?:to|with) (?:a )?(?:real|actual|live) (?:person|human)",
  ],
  markers: [
    "i",
    "im",
    "you",
    "youre",
    "the",
    "and",
    "is",
    "are",
    "my",
    "want",
    "dont",
    "it",
    "its",
    "this",
    "that",
    "what",
    "not",
    "have",
    "with",
    "just",
    "can",
    "cant",
    "like",
    "feel",
    "your",
    "anymore",
    "myself",
    "of",
    "be",
    "why",
    "how",
    "hi",
    "hello",
    "please",
    "would",
    "if",
    "were",
    "wanna",
    "gonna",
    "u",
    "r",
    "ur",
    "nobody",
    "alive",
    "human",
    "years",
    "old",
    "grade",
    "going",
    "really",
    "think",
    "know",
    "got",
    "about",
    "tonight",
  ],
};
