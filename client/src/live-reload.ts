/**
 * The delay before the page reloads after an answer carried x-livereload-required: true. The spec leaves it open
 * (000 §9 "not shown"); 3 s lets the user read the notice and lets a rolling deploy finish its first instance.
 */
export const LIVE_RELOAD_DELAY_MS = 3000;

let scheduled: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<(delayMs: number) => void>();

/** Told when a reload is scheduled (the app shows its notice); answers the unsubscribe. */
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
