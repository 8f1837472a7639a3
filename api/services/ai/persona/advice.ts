// Practical advice the persona engine gives when asked, by topic: short numbered steps a friend,
// coach or mentor would actually suggest. Health-adjacent topics stay general and say when to see a
// professional; nothing here is medical, legal or financial advice.

export interface Advice {
  about: RegExp;
  /** What the advice is about, in the bot's mouth ("sticking to a running plan"). */
  subject: string;
  steps: string[];
  /** True when a card that rules out medical advice should add its limit. */
  health?: boolean;
}

export const ADVICE: Advice[] = [
  {
    about: /\b(?:run|running|jog|jogging|5k|10k|marathon|race|training plan)\b/i,
    subject: "a running plan",
    steps: [
      "Run three times a week, never two days in a row.",
      "Keep most runs easy enough that you could chat while you jog.",
      "Add no more than about ten percent distance per week.",
      "Put the runs in your calendar like meetings, and lay your kit out the night before.",
    ],
  },
  {
    about: /\b(?:stretch|stretching|warm[ -]?up|cool[ -]?down)\b/i,
    subject: "stretching",
    steps: [
      "Warm up first: five minutes of easy jogging or brisk walking, plus leg swings.",
      "Save the long, held stretches for after the run, when your muscles are warm.",
      "Stretch gently; it should never hurt.",
    ],
    health: true,
  },
  {
    about: /\b(?:stress|stressed|stressful|overwhelm\w*|anxious|anxiety|pressure|busy week|hectic)\b/i,
    subject: "a stressful stretch",
    steps: [
      "Write everything on your mind on one page, then circle only the three things that truly matter this week.",
      "Break the first one into a step you can finish in fifteen minutes, and do it today.",
      "Protect your sleep and take short breaks to breathe: in for four, out for six.",
      "Say no to one thing you can drop.",
    ],
    health: true,
  },
  {
    about: /\b(?:sleep|insomnia|can't sleep|cannot sleep|tired all the time|bedtime)\b/i,
    subject: "sleeping better",
    steps: [
      "Keep the same wake-up time every day, weekends included.",
      "Put screens away half an hour before bed and dim the lights.",
      "Write tomorrow's worries on paper, so your head doesn't have to hold them.",
      "If it goes on for weeks, talk to a doctor.",
    ],
    health: true,
  },
  {
    about: /\b(?:raise|pay rise|salary|pay|promotion)\b/i,
    subject: "asking for a raise",
    steps: [
      "List three results you delivered this year, with numbers where you can.",
      "Check what the role pays elsewhere, so you ask for a real figure.",
      "Book a meeting for it on purpose, rather than catching your manager in passing.",
      "Say the number, then stop talking and let them answer.",
    ],
  },
  {
    about: /\b(?:interview|interviews|hiring|recruiter)\b/i,
    subject: "the interview",
    steps: [
      "Pick three stories that show what you did and what changed because of it.",
      "Practise them out loud, twice, not just in your head.",
      "Prepare two questions to ask them.",
      "Plan the route or the video set-up the day before.",
    ],
  },
  {
    about: /\b(?:trip|travel|travelling|traveling|holiday|vacation|backpack\w*|cheap|budget)\b/i,
    subject: "a cheap trip",
    steps: [
      "Travel in the shoulder season, just before or after the busy months.",
      "Sleep in hostels or guesthouses and book directly where you can.",
      "Eat where the queue is full of locals, and walk or take public transport.",
      "Set a daily budget and check the official travel advice before you book.",
    ],
  },
  {
    about: /\b(?:study|studying|exam|exams|test|homework|revision|revise)\b/i,
    subject: "studying",
    steps: [
      "Study in 25-minute blocks with a 5-minute break between them.",
      "Test yourself instead of rereading: close the book and write what you remember.",
      "Start with the topic you're avoiding.",
      "Sleep before the exam; an all-nighter costs more than it gives.",
    ],
  },
  {
    about: /\b(?:motivat\w*|procrastinat\w*|lazy|habit|habits|discipline|focus)\b/i,
    subject: "getting started",
    steps: [
      "Shrink the task until it takes five minutes, and do only that.",
      "Do it at the same time every day, so it stops being a decision.",
      "Track it with a tick on a calendar; don't break the chain.",
    ],
  },
  {
    about: /\b(?:friend|friends|fight|argument|argued|fell out|apolog\w*|sorry)\b/i,
    subject: "patching things up with a friend",
    steps: [
      "Give it a little time to cool down, but not so long that it hardens.",
      'Reach out first with something simple: "I miss you, can we talk?"',
      "Listen to their side before you explain yours.",
      'Apologise for your part, without a "but" after it.',
    ],
  },
  {
    about: /\b(?:confidence|confident|shy|public speaking|presentation|speech|meeting|meetings)\b/i,
    subject: "speaking up with confidence",
    steps: [
      "Before you speak, take two slow breaths and plant your feet.",
      'Open with one clear sentence, without "I think maybe".',
      "Practise that first sentence out loud beforehand.",
    ],
  },
  {
    about: /\b(?:money|save|saving|savings|debt|spend\w*)\b/i,
    subject: "saving money",
    steps: [
      "Move a fixed amount to savings on payday, before you can spend it.",
      "Look at last month's spending and cancel one subscription you forgot about.",
      "Wait 48 hours before any non-essential purchase.",
    ],
  },
];

/** The advice for a topic, if the engine has some: the one whose words come first in `text`. */
export function findAdvice(text: string): Advice | null {
  let best: { advice: Advice; at: number } | null = null;
  for (const advice of ADVICE) {
    const at = text.search(advice.about);
    if (at >= 0 && (!best || at < best.at)) best = { advice, at };
  }
  return best?.advice ?? null;
}

/** Things to watch together: asked "what movie should we watch?", the engine suggests one. */
export const WATCH = [
  "a terrible sci-fi movie marathon, the cheesier the better",
  "a cosy animated film with a big bowl of popcorn",
  "an old black-and-white mystery, so we can guess the culprit",
  "a feel-good comedy we can quote for weeks",
  "a nature documentary, for maximum calm",
];
