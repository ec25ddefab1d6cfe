/**
 * The delay before the page reloads after an answer carried x-livereload-required: true. The spec leaves it open
 * (000 §9); 3 s, as in the back office (docs/web.md): the notice can be read and a rolling deploy finishes.
 */
export const LIVE_RELOAD_DELAY_MS = 3000;

let scheduled: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<(delayMs: number) => void>();

export function onReloadScheduled(fn: (delayMs: number) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Schedules one reload; later requests while one is pending are ignored. */
export function scheduleReload(reload: () => void = () => window.location.reload()): boolean {
  if (scheduled !== null) return false;
  for (const fn of [...listeners]) fn(LIVE_RELOAD_DELAY_MS);
  scheduled = setTimeout(() => {
    scheduled = null;
    reload();
  }, LIVE_RELOAD_DELAY_MS);
  return true;
}

export function cancelScheduledReload(): void {
  if (scheduled !== null) clearTimeout(scheduled);
  scheduled = null;
}
