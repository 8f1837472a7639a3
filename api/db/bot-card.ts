// The card a bot is played from. Stored with the bot (bots.card) and read by every engine, so it is
// defined here, at the bottom of the API's layers (docs/architecture.md#layers-inside-the-api).
import type { AdminCard } from "../../contract/admin-types";
import type { CharacterCardData } from "../../contract/characters";

/** Character Card V2 fields (the subset we store and use): the operator's card and the name. */
export type BotCard = AdminCard & Pick<CharacterCardData, "name">;
