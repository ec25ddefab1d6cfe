import { post } from '../reports/load';

/** one call of the API over the bench's kept-alive connections: the envelope, and how long it took in ms. */
export async function call<T>(
  base: URL,
  path: string,
  token: string,
  payload: unknown,
): Promise<{ err: number; msg: string; data: T; ms: number }> {
  const started = performance.now();
  const { text } = await post(base, path, token, JSON.stringify(payload));
  const answer = JSON.parse(text) as { err: number; msg: string; data: T };
  return { ...answer, ms: performance.now() - started };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
