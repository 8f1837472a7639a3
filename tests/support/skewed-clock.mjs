// Preloaded into a test instance (node --import) whose host clock must be wrong, as faketime would
// make it: Date (now and new Date()) runs CLOCK_SKEW_MS ahead (or behind, when negative).
import process from "node:process";

const skew = Number(process.env.CLOCK_SKEW_MS || 0);
const RealDate = globalThis.Date;
class SkewedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + skew);
    else super(...args);
  }
  static now() {
    return RealDate.now() + skew;
  }
}
globalThis.Date = SkewedDate;
