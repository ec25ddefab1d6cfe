import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field } from './fields';

// Each user's layout of a generic list (docs/web.md, "Column layout"): the columns hidden, their order and the widths
// the user dragged, kept per user and list in user_preference (key `list_layout:<module>.<name>`), so it follows the
// user to another browser. A column the list no longer has is ignored when it is restored; a new one shows.

/** the key a list's layout is kept under is this prefix and the list's `<module>.<name>` (user_preference.key: 64) */
export const LIST_LAYOUT_PREFIX = 'list_layout:';
export const LIST_KEY_MAX = 64 - LIST_LAYOUT_PREFIX.length;
/** how many columns a layout may name, and how long a column's key may be */
export const LIST_COLUMNS_MAX = 100;
export const COLUMN_KEY_MAX = 64;
/** the narrowest and widest a user may drag a column */
export const COLUMN_WIDTH_MIN = 60;
export const COLUMN_WIDTH_MAX = 1200;

/** what a user changed of a list's default columns */
export type ListLayout = { hidden: string[]; order: string[]; widths: Record<string, number> };
/** a list's layout as kept: null when the user keeps the default */
export type SavedListLayout = { list: string; layout: ListLayout | null; updated_at: string | null };

const LIST_KEY = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;
const COLUMN_KEY = /^[A-Za-z0-9_.-]+$/;

const listCode = coded('system.list_key', { max: LIST_KEY_MAX });
const list = z
  .string(listCode)
  .max(LIST_KEY_MAX, coded('input.too_long', { max: LIST_KEY_MAX }))
  .regex(LIST_KEY, listCode)
  // the example shows /api/docs a value it takes (and gives the walk of declared-calls.spec a valid one)
  .meta({ examples: ['basicdata.factory'] });

const keyCode = coded('system.column_key', { max: COLUMN_KEY_MAX });
const isColumnKey = (k: string) => k.length <= COLUMN_KEY_MAX && COLUMN_KEY.test(k);
const columnKey = z.string(keyCode).min(1, keyCode).refine(isColumnKey, keyCode);

/** up to LIST_COLUMNS_MAX column keys, each once */
const columnKeys = () => {
  const many = coded('system.list_columns', { max: LIST_COLUMNS_MAX });
  return z
    .array(columnKey, many)
    .max(LIST_COLUMNS_MAX, many)
    .superRefine((keys, ctx) => {
      const seen = new Set<string>();
      keys.forEach((k, index) => {
        if (seen.has(k))
          ctx.addIssue({
            code: 'custom',
            path: [index],
            input: k,
            message: coded('system.column_twice', { column: k }).error,
          });
        seen.add(k);
      });
    });
};

const widthCode = coded('system.column_width', { min: COLUMN_WIDTH_MIN, max: COLUMN_WIDTH_MAX });
const width = z.number(widthCode).int(widthCode).min(COLUMN_WIDTH_MIN, widthCode).max(COLUMN_WIDTH_MAX, widthCode);
const widthsCode = coded('system.column_widths', { max: LIST_COLUMNS_MAX });
const widths = z
  .record(z.string(widthsCode), width, widthsCode)
  .superRefine((w, ctx) => {
    const keys = Object.keys(w);
    if (keys.length > LIST_COLUMNS_MAX) ctx.addIssue({ code: 'custom', input: w, message: widthsCode.error });
    const bad = keys.find((k) => !isColumnKey(k));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', path: [bad], input: bad, message: keyCode.error });
  })
  .meta({ examples: [{ fname: 240 }] });

export const LIST_LAYOUT = {
  get: declareCall<SavedListLayout>()({
    path: 'user/list_layout/get',
    summary: "the caller's layout of a list { list: '<module>.<name>' }, or layout null (the default columns)",
    input: field.object({ list }),
  }),
  save: declareCall<SavedListLayout>()({
    path: 'user/list_layout/save',
    summary: `keeps the caller's layout of a list: { list, hidden: [column], order: [column], widths: { column: px } }, at most ${LIST_COLUMNS_MAX} columns, widths ${COLUMN_WIDTH_MIN}..${COLUMN_WIDTH_MAX}`,
    input: field.object({ list, hidden: columnKeys(), order: columnKeys(), widths }),
    refusals: ['system.unknown_list'],
  }),
  reset: declareCall<SavedListLayout>()({
    path: 'user/list_layout/reset',
    summary: "forgets the caller's layout of a list (back to its default columns)",
    input: field.object({ list }),
  }),
};
