import type { DmPeriodState } from '@mes/contracts';

export type { DmEnterAnswer as DmEnter, DmItemInfo as DmItem, DmPeriodState } from '@mes/contracts';
export type ItemResult = { result: 'ok' | 'ng'; value: string };

export { dmStateOf as stateOf } from '@mes/contracts';

/** The entries of a record from the technician's choices: every item of the period, ok unless marked. */
export function entriesOf(p: DmPeriodState, results: Record<number, ItemResult>) {
  return p.items.map((i) => ({
    dm_item_id: i.id,
    result: results[i.id]?.result ?? 'ok',
    value: (results[i.id]?.value ?? '').trim(),
  }));
}
