// The restricted mathjs instance of the persona engine (the pattern of mathjs's security docs):
// evaluate is kept for the engine's own use before import, createUnit, evaluate, parse, simplify
// and derivative are replaced by functions that throw, so no expression can reach them.
import type { MathJsInstance } from "mathjs";

type MathJs = typeof import("mathjs");

export function restrictedMath(mathjs: MathJs): {
  math: MathJsInstance;
  evaluate: (expression: string) => unknown;
} {
  // mathjs types `all` as one entry of a record; it is always there, and nothing works without it.
  if (!mathjs.all) throw new Error("mathjs has no factories to create an instance from");
  const math = mathjs.create(mathjs.all, { number: "number", precision: 14 });
  const evaluate = math.evaluate.bind(math);
  const disabled = () => {
    throw new Error("disabled in the persona engine");
  };
  math.import(
    {
      import: disabled,
      createUnit: disabled,
      evaluate: disabled,
      parse: disabled,
      simplify: disabled,
      derivative: disabled,
    },
    { override: true },
  );
  return { math, evaluate: (expression: string) => evaluate(expression) };
}
