// The card a bot is played from. Stored with the bot (bots.card) and read by every engine, so it is
// defined here, at the bottom of the API's layers (docs/architecture.md#layers-inside-the-api).

/** Character Card V2 fields (the subset we store and use). */
export interface BotCard {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  system_prompt: string;
  post_history_instructions: string;
  tags: string[];
}
