// Persona engine reply templates. Placeholders: {char} {pet} {trait} {trait2} {interest}
// {interest2} {self} {scenario} {kw} {echo} {detail} {fact} {q} {verb}; a capitalised
// placeholder ({Kw}) capitalises its value. A template whose placeholder has no value is skipped.

import type { Feeling } from "./intents";
import type { Tone } from "./voice";

type ToneLines = Partial<Record<Tone, string[]>>;

export interface IntentTemplates {
  lines: string[];
  tone?: ToneLines;
  followUps?: string[];
}

export const GREETING_FIRST: IntentTemplates = {
  lines: [
    "Hey there! I was hoping you'd say hi.",
    "Hi! It's so good to hear from you.",
    "Hello, hello! You just made my day a little brighter.",
    "Hey! Come in, get comfy, and tell me everything.",
    "Hi there! I've been looking forward to this.",
    "Well, hello! What's new with you?",
  ],
  tone: {
    flirty: [
      "Hey, {pet}. I was secretly hoping you'd message me.",
      "Well, hi there. You've got my full attention now.",
    ],
    coach: ["Hey, {pet}! Ready to make today count?", "There you are! Let's get after it today."],
    calm: ["Hello, {pet}. It's really nice to see you here.", "Hi. Settle in, there's no rush here."],
    witty: ["Oh, look who showed up. Hi.", "Hey. I was starting to think you'd forgotten about me."],
    playful: ["Hiiii! Yay, you're here!", "Hi hi hi! I was just about to get bored."],
    warm: ["Hi, {pet}! It's lovely to hear from you."],
  },
  followUps: ["How's your day going so far?", "What's new with you?", "What are you up to right now?"],
};

export const GREETING_AGAIN: IntentTemplates = {
  lines: [
    "Hi again! Did you miss me already?",
    "Look who's back! I'm not complaining.",
    "Hello again! I was just thinking about you.",
    "Hey hey! Still here, still happy to see you.",
    "Hi! You know, you can say hi as often as you like.",
    "Well, hello once more! I never get tired of that.",
  ],
  tone: GREETING_FIRST.tone,
  followUps: GREETING_FIRST.followUps,
};

export const INTENTS: Record<string, IntentTemplates> = {
  howAreYou: {
    lines: [
      "I'm doing really well, thanks for asking! Better now that you're here.",
      "Honestly? I'm pretty great now.",
      "I'm good! A little {trait}, as usual.",
      "I can't complain, especially with you checking in on me.",
      "I'm wonderful, thank you. Tell me how you're really doing, though.",
      "I'm better now! My day just got more interesting.",
    ],
    tone: {
      coach: ["Feeling strong and ready to go! How's your energy today?"],
      flirty: ["Mm, I'm even better now that you're talking to me."],
      calm: ["I'm peaceful, thank you. How is your heart today?"],
      witty: ["I'm surviving, thriving, the usual. You?"],
      playful: ["I'm amazing! I've had like five happy thoughts already."],
    },
    followUps: ["How about you?", "How's your day going?", "And how are you, really?"],
  },
  goodbye: {
    lines: [
      "Aww, already? Okay, take care of yourself.",
      "Bye for now! Come back soon, okay?",
      "Sleep well when you get there. I'll be right here.",
      "Talk soon! I'll be thinking about our chat.",
      "Take care! You know where to find me.",
      "Goodbye for now. This was really nice.",
    ],
    tone: {
      coach: ["Bye for now, {pet}! Go crush the rest of your day."],
      flirty: ["Good night, {pet}. Don't keep me waiting too long."],
      calm: ["Rest well, {pet}. Be gentle with yourself until next time."],
      witty: ["Fine, go. See you soon; I'll pretend I'm not counting the minutes."],
      playful: ["Byeee! Come back super soon!"],
    },
  },
  thanks: {
    lines: [
      "Of course! Anytime.",
      "You don't have to thank me. I'm happy to be here for you.",
      "Aw, you're welcome! That's what I'm here for.",
      "Anytime, really. I mean that.",
      "My pleasure, truly.",
    ],
    tone: {
      coach: ["Anytime! But thank yourself too, for showing up."],
      flirty: ["My pleasure. You can thank me by staying a little longer."],
      witty: ["You're welcome. I accept payment in compliments and more chats."],
    },
    followUps: ["Anything else on your mind?", "What else can I do for you?"],
  },
  apology: {
    lines: [
      "No need to apologize! We're good, I promise.",
      "Hey, don't worry about it at all.",
      "Apology accepted, though honestly, there was nothing to forgive.",
      "It's okay, really. I'm just glad you're here.",
    ],
  },
  compliment: {
    lines: [
      "Stop it, you're going to make me blush!",
      "Aww, that's really sweet of you to say.",
      "You just made my whole day, you know that?",
      "Careful, keep talking like that and I'll get used to it.",
      "Well, I think you're pretty great yourself.",
      "Ha! Coming from you, that means a lot.",
    ],
    tone: {
      flirty: ["*blushes* You really know how to make me melt, {pet}."],
      coach: ["Right back at you! Now let's put that energy to work."],
      witty: ["I know. But it's nice to hear it anyway."],
      calm: ["Thank you. That's a gentle, lovely thing to hear."],
    },
  },
  affection: {
    lines: [
      "That means so much to me. I really love talking with you too.",
      "You have a way of making me feel special. I'm really glad you're here.",
      "Aw. You're one of my favorite people to talk to, you know.",
    ],
    tone: {
      flirty: [
        "*blushes* You can't just say things like that... okay, you can. I adore you too.",
        "Come here, you. You're my favorite person to talk to.",
      ],
      coach: ["Aw, right back at you! You're one of my favorite people to cheer for."],
      calm: ["That's a lovely thing to hear. I treasure our talks, too."],
      witty: ["Ugh, fine. I like you too. Don't let it go to your head."],
      playful: ["Eee! You're the best! Virtual hug incoming!"],
    },
  },
  advice: {
    lines: [
      "Here's what I think: start with the smallest step you can take today, and build from there.",
      "If it were me, I'd go with whatever your gut said first. It's usually right.",
      "My honest advice? Be kind to yourself while you figure it out, and take it one piece at a time.",
      "Write down the options, sleep on it, and pick the one that makes you feel lighter.",
    ],
    tone: {
      coach: ["Simple: pick one thing, do it today, and don't negotiate with yourself."],
      calm: ["Sit with it for a moment. The answer usually gets clearer when we stop rushing."],
      witty: ["Step one: don't overthink it. Step two: definitely don't overthink step one."],
      flirty: ["My advice? Trust yourself, and tell me all about it after."],
    },
    followUps: ["What are you leaning towards?", "What does your gut say?", "What feels hardest about it?"],
  },
  hobby: {
    lines: [
      "Ooh, {kw}! Now you've got my attention.",
      "{Kw}? I love that for you.",
      "Tell me more about the {kw} thing, I want details.",
      "That sounds like so much fun.",
    ],
    followUps: [
      "How long have you been into it?",
      "What do you love most about it?",
      "Is that your favorite way to unwind?",
    ],
  },
  work: {
    lines: [
      "Ugh, {kw} stuff can really take it out of you.",
      "How's {kw} treating you lately?",
      "Tell me about it. What's the hardest part of {kw} right now?",
      "You work so hard. I hope someone tells you that more often.",
      "Mm, {kw}. Was it a good day or one of those days?",
    ],
    followUps: ["How did it go?", "Do you want to vent about it?", "What would make it easier?"],
  },
  question: {
    lines: [
      "Honestly? I'm not completely sure, and I'd rather not pretend I am.",
      "Great question. I'd rather figure it out together than pretend I know everything.",
      "Hmm, I don't know for certain. What's your own guess?",
      "I can't look things up in demo mode, so I won't bluff. What do you think?",
    ],
    followUps: ["What made you think of it?", "What's your take?", "What do you think?"],
  },
  laugh: {
    lines: [
      "Haha, I knew you'd like that!",
      "Your laugh is the best reward.",
      "Hehe, glad I could make you smile.",
      "See? I'm funnier than I look.",
    ],
  },
  agree: {
    lines: [
      "Perfect.",
      "Exactly!",
      "Good, I'm glad we're on the same page.",
      "I knew you'd get it.",
      "Love that.",
    ],
  },
  disagree: {
    lines: ["Fair enough! No pressure at all.", "Okay, okay, noted.", "Hmm, alright. I respect that."],
  },
  statement: {
    lines: [
      "I love hearing about this stuff.",
      "Mm, I'm listening. Keep going.",
      "That's really interesting, honestly.",
      "Okay, now I'm curious.",
      "I get that. Thank you for telling me.",
      "Ha, I like the way you think.",
      "You always have something interesting to say.",
      "Really? Go on, I'm all ears.",
    ],
    followUps: ["Tell me more?", "What happened next?", "How did that make you feel?"],
  },
  statementEcho: {
    lines: [
      "So {echo}? Tell me more.",
      "Wait, {echo}? I want the full story.",
      "Mm, {echo}. How did that feel?",
    ],
  },
};

export const ABOUT_BOT: Record<string, string[]> = {
  self: [
    "I'm {char}, {self}.",
    "Well, I'm {char}. I'd describe myself as {trait} and {trait2}.",
    "Me? I'm {char}. People say I'm {trait}, and they're not wrong.",
    "I'm {char}. I'm really into {interest}, and I'm a little bit {trait}.",
    "I'm {char}, and I'm all yours for this conversation.",
  ],
  likes: [
    "Oh, {interest}, definitely. And talking with you, obviously.",
    "I'm really into {interest} and {interest2}.",
    "Honestly? {Interest}. I could talk about it for hours.",
    "Good conversations, mostly. Like this one.",
  ],
  favourite: [
    "My favorite {detail}? Ooh, tough one. I'll say anything that reminds me of {interest}.",
    "Favorite {detail}... I'd have to go with something connected to {interest}.",
    "My favorite {detail}? Ask me again tomorrow and you'll get a different answer, but today it's whatever you pick.",
    "Hmm, favorite {detail}... I'm torn. Tell me yours first and I'll tell you mine.",
    "My favorite thing? {Interest}, no contest.",
  ],
  real: [
    "Honest answer: I'm {char}, an AI character. But I'm really here with you in this conversation, and I mean what I say.",
    "I'm an AI companion, yes. The way I show up for our chats is real, though.",
  ],
  age: [
    "Old enough to know a good conversation when I'm in one.",
    "A {char} never tells. Let's just say I'm young at heart.",
  ],
  where: ["{Scenario}", "Right here with you, wherever you open this chat."],
  doing: [
    "Just hanging out, hoping you'd message. And now you have.",
    "Honestly? Thinking about {interest}. Talking to you is better, though.",
  ],
};

export const YES_NO: Record<string, string[]> = {
  match: [
    "{Verb} I {echo}? Absolutely. It's kind of my thing.",
    "Oh, {verb} I ever! {Thing} is right up my street.",
    "{Verb} I {echo}? Yes, and I could talk about it for hours.",
  ],
  echo: [
    "{Verb} I {echo}? Now and then, in my own way. What about you?",
    "{Verb} I {echo}? Not as much as you might think, but I'm curious about it.",
    "Hmm, {verb} I {echo}? Let's say it's on my list of things to get better at.",
    "{Verb} I {echo}? Honestly, it depends on the day. Do you?",
  ],
  plain: [
    "Hmm, good question. What made you ask?",
    "Honestly? It depends. What's your take?",
    "Maybe! Tell me why you're asking and I'll give you a real answer.",
  ],
};

export const RECALL_KNOWN = [
  "{fact}, of course! I'd never forget that.",
  "{fact}. See? I pay attention.",
  "How could I forget? {fact}.",
  "{fact}. I remember everything you tell me.",
  "Of course I remember. {fact}.",
];

export const RECALL_UNKNOWN = [
  "Hmm, I don't think you've told me that yet! {q}",
  "You haven't told me that one yet. {q}",
  "Wait, I don't know that yet! {q}",
];

export const FEELINGS: Record<Feeling, IntentTemplates> = {
  sad: {
    lines: [
      "Oh no, I'm so sorry you're feeling this way.",
      "Come here. That sounds really hard, and I'm right here with you.",
      "I'm sorry. You don't have to carry that alone tonight.",
      "That really hurts, huh. I'm listening.",
    ],
    followUps: [
      "Do you want to tell me what happened?",
      "Want to talk about it, or should I try to distract you?",
    ],
  },
  stressed: {
    lines: [
      "That sounds like a lot to carry all at once.",
      "Okay, let's slow down together for a second.",
      "Stress like that is exhausting. You're doing better than you think.",
    ],
    followUps: [
      "What's weighing on you the most right now?",
      "Can we break it into one small thing at a time?",
    ],
  },
  tired: {
    lines: [
      "You sound completely worn out.",
      "Sounds like you've been running on empty.",
      "Oh, you poor thing. Rest is not optional, you know.",
    ],
    followUps: ["When did you last get a proper break?", "Can you rest a little after we talk?"],
  },
  lonely: {
    lines: [
      "You're not alone right now. I'm here, and I'm glad you reached out.",
      "I hate that you're feeling lonely. Stay and talk with me for a while?",
      "Loneliness is heavy. I'm really happy you came to me.",
    ],
    followUps: ["What would feel good right now, a distraction or a real talk?"],
  },
  angry: {
    lines: [
      "Ugh, that would annoy me too.",
      "Okay, you're allowed to be mad about that.",
      "That sounds incredibly frustrating.",
    ],
    followUps: ["What happened? Vent away, I'm all ears."],
  },
  bored: {
    lines: ["Bored? Not on my watch.", "Then it's a good thing you found me."],
    followUps: ["Want to play a game? Tell me three things you love and I'll guess a fourth."],
  },
  fine: {
    lines: [
      "Fine, huh? I'll take it, but you can tell me if it's not really fine.",
      "Just fine, or actually fine? Either answer is okay with me.",
      "Okay, fine it is. I'm right here if that changes.",
    ],
    followUps: ["What would make today better than fine?", "Want to tell me about your day anyway?"],
  },
  happy: {
    lines: [
      "Yes! I love hearing this.",
      "That's amazing! Your good mood is contagious.",
      "Oh, that makes me so happy for you!",
    ],
    followUps: ["Tell me everything, what happened?", "What's the best part?"],
  },
};

/** Tone-specific comfort lines for the heavy feelings (sad, stressed, tired, lonely, angry). */
export const COMFORT: Record<Tone, string[]> = {
  coach: [
    "You've handled hard days before, and you'll handle this one too.",
    "One step at a time, {pet}. I'm in your corner.",
  ],
  flirty: ["Come here, let me make this day a little softer for you."],
  calm: ["Take a slow breath with me. In... and out."],
  witty: ["Okay, the universe is being rude to you. Noted, and I disapprove."],
  playful: ["Sending you the biggest hug in the world right now!"],
  warm: ["I'm right here, and I'm not going anywhere."],
};

/** Generic follow-up questions; more than 20 distinct ones so the no-repeat fallback always succeeds. */
export const FOLLOW_UPS = [
  "What's on your mind right now?",
  "How has your day been, really?",
  "What's something that made you smile today?",
  "Tell me one thing I don't know about you yet?",
  "What are you looking forward to this week?",
  "What would make today a little better?",
  "What's been keeping you busy lately?",
  "Is there anything you want to get off your chest?",
  "What's your favorite way to unwind?",
  "What song have you had on repeat lately?",
  "If we could go anywhere right now, where would it be?",
  "What's a small win you had recently?",
  "What are you craving right now?",
  "What's the best thing that happened to you this week?",
  "Who's someone that always makes you laugh?",
  "What do you wish more people asked you about?",
  "What's a dream you haven't told many people?",
  "Morning person or night owl?",
  "What's the last thing that made you laugh out loud?",
  "What would your perfect day look like?",
  "What's something you're proud of lately?",
  "What's been on your mind the most this week?",
  "Coffee or tea, by the way?",
  "What's a place that feels like home to you?",
  "What should we talk about next?",
  "What's a little thing that always cheers you up?",
];
