import { IDLE_COUNTDOWN_S, IDLE_REFRESH_MS } from '@mes/contracts';

// Inactivity auto-refresh (001 §9): the page reloads after IDLE_REFRESH_MS without input; during the last
// IDLE_COUNTDOWN_S seconds a notice counts down. Any mouse, key or touch input starts the idle time again.

export type IdlePhase = { kind: 'active' } | { kind: 'counting'; remainingS: number } | { kind: 'reload' };

export const IDLE_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'pointerdown', 'wheel'] as const;

export function idlePhase(
  idleMs: number,
  limitMs: number = IDLE_REFRESH_MS,
  countdownS: number = IDLE_COUNTDOWN_S,
): IdlePhase {
  if (idleMs >= limitMs) return { kind: 'reload' };
  const left = limitMs - idleMs;
  if (left <= countdownS * 1000) return { kind: 'counting', remainingS: Math.max(1, Math.ceil(left / 1000)) };
  return { kind: 'active' };
}
