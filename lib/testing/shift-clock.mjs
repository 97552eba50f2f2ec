// Moves a Node process's clock to SHIFT_TO (an ISO instant) and lets it run on from there, for trying the
// e2e tests on another day of the year (docs/office-calendar.md). The test runner and the server it starts
// both take it through NODE_OPTIONS; the browser keeps the real clock. Never loaded by the product.
const target = process.env.SHIFT_TO ? Date.parse(process.env.SHIFT_TO) : Number.NaN;
if (!Number.isNaN(target)) {
  const Real = Date;
  const offset = target - Real.now();
  class Shifted extends Real {
    constructor(...args) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...args);
    }
    static now() {
      return Real.now() + offset;
    }
  }
  // Bundled server code reads these as own properties.
  for (const name of ['parse', 'UTC']) Object.defineProperty(Shifted, name, { value: Real[name], writable: true, configurable: true });
  globalThis.Date = Shifted;
}
