// Loaded with `node --import` into a server whose pages are photographed: `Date` stands still at
// SHOTS_NOW, so the sandbox's date-drawn matches, in-play clocks and statement times are the same
// in every run. Timers still run on real time.
const fixed = Date.parse(process.env.SHOTS_NOW ?? '2026-06-01T04:00:00Z');
const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(fixed);
    else super(...args);
  }
  static now() {
    return fixed;
  }
}
globalThis.Date = FixedDate;
void RealDate;
