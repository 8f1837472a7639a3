// A card whose character is haughty or grumpy (a cat who calls you "the staff", a dragon who
// complains about everything): it grants things grudgingly, in its own voice.
const GRUFF = /\b(?:grumpy|sarcastic|gruff|aloof|unimpressed|haughty|regal|grumbl|disdain|complain)/i;

export function isGruff(cardText: string): boolean {
  return GRUFF.test(cardText);
}
