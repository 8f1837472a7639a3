// The whole scripted set, in the order it runs.
import type { Conversation } from "../types";
import { adventures } from "./adventures";
import { companions } from "./companions";
import { guides } from "./guides";
import { heldOut } from "./held-out";

export const conversations: Conversation[] = [...companions, ...guides, ...adventures, ...heldOut];
