// The whole scripted set, in the order it runs.
import type { Conversation } from "../types";
import { adventures } from "./adventures";
import { companions } from "./companions";
import { guides } from "./guides";
import { heldOut } from "./held-out";
import { heldOutBlind } from "./held-out-blind";
import { heldOutBlind2 } from "./held-out-blind2";
import { heldOutBlind2Advice } from "./held-out-blind2-advice";
import { heldOutBlind2More } from "./held-out-blind2-more";
import { heldOutBlind3 } from "./held-out-blind3";
import { heldOutBlind3Advice } from "./held-out-blind3-advice";
import { heldOutBlind3More } from "./held-out-blind3-more";
import { heldOutBlind4 } from "./held-out-blind4";
import { heldOutBlind4Advice } from "./held-out-blind4-advice";
import { heldOutBlind4More } from "./held-out-blind4-more";
import { heldOutBlind5 } from "./held-out-blind5";
import { heldOutBlind5Advice } from "./held-out-blind5-advice";
import { heldOutBlind5More } from "./held-out-blind5-more";
import { heldOutBlind6 } from "./held-out-blind6";
import { heldOutBlind6Advice } from "./held-out-blind6-advice";
import { heldOutBlind6More } from "./held-out-blind6-more";
import { heldOutBlindEveryday } from "./held-out-blind-everyday";
import { heldOutBlindMore } from "./held-out-blind-more";
import { heldOut15 } from "./held-out-15";
import { heldOut15More } from "./held-out-15-more";
import { heldOutFresh } from "./held-out-fresh";
import { heldOutFreshMore } from "./held-out-fresh-more";
import { heldOutUntouched } from "./held-out-untouched";
import { heldOutUntouchedMore } from "./held-out-untouched-more";

export const conversations: Conversation[] = [
  ...companions,
  ...guides,
  ...adventures,
  ...heldOut,
  ...heldOut15,
  ...heldOut15More,
  ...heldOutFresh,
  ...heldOutFreshMore,
  ...heldOutUntouched,
  ...heldOutUntouchedMore,
  ...heldOutBlind,
  ...heldOutBlindMore,
  ...heldOutBlindEveryday,
  ...heldOutBlind2,
  ...heldOutBlind2Advice,
  ...heldOutBlind2More,
  ...heldOutBlind3,
  ...heldOutBlind3Advice,
  ...heldOutBlind3More,
  ...heldOutBlind4,
  ...heldOutBlind4Advice,
  ...heldOutBlind4More,
  ...heldOutBlind5,
  ...heldOutBlind5Advice,
  ...heldOutBlind5More,
  ...heldOutBlind6,
  ...heldOutBlind6Advice,
  ...heldOutBlind6More,
];
