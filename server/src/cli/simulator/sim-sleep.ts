/** A pause of the simulated line (its pace, not a wait for an event). */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** `ms` give or take 30 %, so stations do not step in lockstep. */
export const jitter = (ms: number): number => ms * (0.7 + Math.random() * 0.6);
