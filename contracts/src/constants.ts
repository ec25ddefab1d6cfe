// Business constants and limits (000 §9, 001 §9). Units sit in the names.

// HTTP and session
export const HTTP_TIMEOUT_MS = 15_000;
export const TOKEN_LIFETIME_DEFAULT_S = 3600;
export const ROLES_CACHE_S = 86_400;
export const TOKEN_CHECK_INTERVAL_S = 30;
export const REFRESH_THRESHOLD_MAX_S = 600;

/** A token is refreshed once older than the smaller of 10 minutes and half its lifetime. */
export function refreshThresholdS(lifetimeS: number): number {
  return Math.min(REFRESH_THRESHOLD_MAX_S, lifetimeS / 2);
}

/**
 * 30 s plus a multiple of 15 s from 0 to 90 (001 §9). The spec does not say what it is for (probably refresh timing);
 * random is injectable so callers and tests can pin it.
 */
export function randomRefreshOffsetS(random: () => number = Math.random): number {
  const steps = Math.min(6, Math.max(0, Math.floor(random() * 7)));
  return 30 + 15 * steps;
}

// Editable table
export const EDITABLE_TABLE_MIN_ROWS = 5;
export const EDITABLE_TABLE_ROW_BLOCK = 5;

/** Rows to show for n data rows: at least the minimum, rounded up to a whole block. */
export function padRows(n: number): number {
  const wanted = Number.isFinite(n) ? Math.max(0, Math.ceil(n)) : 0;
  const blocks = Math.ceil(wanted / EDITABLE_TABLE_ROW_BLOCK) * EDITABLE_TABLE_ROW_BLOCK;
  return Math.max(EDITABLE_TABLE_MIN_ROWS, blocks);
}

// Screens and widgets
export const LAZY_SCREEN_TIMEOUT_MS = 120_000;

export const QUERY_MODAL_PAGE_SIZE = 50;
export const QUERY_MODAL_WIDTH_PX = 600;
export const QUERY_MODAL_SCROLL_HEIGHT_PX = 320;
export const QUERY_MODAL_INFINITE_SCROLL_DISTANCE = 10;
export const QUERY_MODAL_CLOSE_DELAY_MS = 100;

export const SELECT_INPUT_DEBOUNCE_MS = 500;
export const SELECT_INPUT_DEFAULT_FILTER = 'pn:1 ps:100';

export const PARSER_QUERY_PAGE_SIZE = 9_999_999;

export const TAB_HISTORY_SIZE = 10;

export const FILL_IN_BOX_ROWS = 6;
export const FILL_IN_BOX_TRIMS = ['top', 'bottom'] as const;
export type FillInBoxTrim = (typeof FILL_IN_BOX_TRIMS)[number];
export const FILL_IN_BOX_DEFAULT_TRIM: FillInBoxTrim = 'bottom';

/** Header subject name when none is set; the spec gives only "a fixed Chinese company label". */
export const DEFAULT_SUBJECT_NAME = '默认公司';

// Shop floor and kanban
export const SMT_WORK_CERT_TTL_H = 24;
export const IDLE_REFRESH_MS = 60_000;
export const IDLE_COUNTDOWN_S = 10;
export const QUICK_MODE_DEFAULT = true;

/** The kanban title stored until someone names it (kanban/settings): boards show it translated, not as stored. */
export const DEFAULT_KANBAN_TITLE = '生产看板';
