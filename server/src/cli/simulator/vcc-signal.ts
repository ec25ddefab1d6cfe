import { mulberry32 } from '../../core/util/seeded-random';

// The general test station's measured supply voltage `VCC` (docs/demo-factory.md, "What the simulator does"): about
// 3.30 V with a small normal noise from a seeded generator, so a run is reproducible, and optionally a drift after a
// number of units (the SPC loop's demonstration, docs/spc.md). The integration tests import the same function.

export type VccOptions = {
  /** the PRNG's seed (MES_SIMULATOR_SEED) */
  seed: number;
  /** units measured before the drift starts (MES_SIMULATOR_DRIFT_AFTER); null: never */
  driftAfter: number | null;
  /** volts added per unit after driftAfter (MES_SIMULATOR_DRIFT) */
  driftPerUnit: number;
};

export const VCC_NOMINAL = 3.3;
export const VCC_NOISE_SIGMA = 0.01;
export const VCC_ITEM = 'VCC';

/** The VCC of unit 0, 1, 2, … in measuring order: nominal + N(0, σ) noise (Box–Muller) + the drift, to 4 decimals. */
export function vccSeries(opts: VccOptions): () => number {
  const next = mulberry32(opts.seed);
  let unit = 0;
  return () => {
    const u1 = 1 - next(); // (0, 1]: log is finite
    const u2 = next();
    const noise = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2) * VCC_NOISE_SIGMA;
    const drift =
      opts.driftAfter !== null && unit >= opts.driftAfter ? (unit - opts.driftAfter + 1) * opts.driftPerUnit : 0;
    unit += 1;
    return Math.round((VCC_NOMINAL + noise + drift) * 10_000) / 10_000;
  };
}

/** The options from the environment: MES_SIMULATOR_SEED (1), MES_SIMULATOR_DRIFT_AFTER, MES_SIMULATOR_DRIFT (0.002). */
export function vccOptionsFromEnv(env: NodeJS.ProcessEnv): VccOptions {
  const after = env.MES_SIMULATOR_DRIFT_AFTER;
  return {
    seed: Number(env.MES_SIMULATOR_SEED ?? 1),
    driftAfter: after === undefined || after === '' ? null : Math.max(0, Math.floor(Number(after))),
    driftPerUnit: Number(env.MES_SIMULATOR_DRIFT ?? 0.002),
  };
}
