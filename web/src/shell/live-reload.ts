/**
 * The delay before the page reloads after an answer carried x-livereload-required: true. The spec leaves it open
 * (000 §9 "not shown"); 3 s lets the user read the notice and lets a rolling deploy finish its first instance.
 */
export const LIVE_RELOAD_DELAY_MS = 3000;

let scheduled: ReturnType<typeof setTimeout> | null = null;

/** Schedules one reload (later requests while one is pending are ignored); `notify` tells the user. */
export function scheduleReload(notify: (delayMs: number) => void, reload: () => void = () => window.location.reload()): boolean {
  if (scheduled !== null) return false;
  notify(LIVE_RELOAD_DELAY_MS);
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
