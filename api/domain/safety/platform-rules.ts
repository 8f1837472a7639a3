// The platform rules live with the engines (api/services/ai/platform-rules.ts), which read them too;
// the safety layer and its tests take them from here.
export {
  CRISIS_CONTINUATION_RULES,
  MINOR_SAFE_RULES,
  PLATFORM_RULES,
} from "../../services/ai/platform-rules";
