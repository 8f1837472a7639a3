// A bounded memo of a pure function of a text. Every reply reads its chat's newest exchanges again
// and only the newest ones are new, so what is worked out from each text once (its token count, a
// stored reply's text) is kept, the least recently used going first.

export interface RememberedLimits {
  /** Texts shorter than this are worked out again: looking them up costs about as much. */
  minChars: number;
  /** Most characters of text kept. */
  maxChars: number;
  /** Most texts kept, so many short ones cannot make the map itself large. */
  maxTexts: number;
}

export function rememberedBy<T>(work: (text: string) => T, limits: RememberedLimits) {
  const known = new Map<string, T>();
  let chars = 0;
  return (text: string): T => {
    if (text.length < limits.minChars || text.length > limits.maxChars) return work(text);
    const hit = known.get(text);
    if (hit !== undefined) {
      // Most recently used goes last, so the oldest is dropped first.
      known.delete(text);
      known.set(text, hit);
      return hit;
    }
    const result = work(text);
    known.set(text, result);
    chars += text.length;
    for (const oldest of known.keys()) {
      if (chars <= limits.maxChars && known.size <= limits.maxTexts) break;
      known.delete(oldest);
      chars -= oldest.length;
    }
    return result;
  };
}
