import type { BindingCheck, BindingNeed } from '@mes/contracts';

// The v2 calls of the binding station screens (docs/repair-binding.md), by screen.
export type BindingMode = 'material_binding' | 'annexe_binging' | 'put_material' | 'glue';

export const BINDING_MODES: readonly BindingMode[] = ['material_binding', 'annexe_binging', 'put_material', 'glue'];

export const CALLS = {
  check: '/api/v2/mes-transfer/material_binding/check',
  bind: {
    material_binding: '/api/v2/mes-transfer/material_binding/create',
    annexe_binging: '/api/v2/mes-transfer/annexe_binging/create',
  },
  put: '/api/v2/mes-transfer/put_material/put_material',
  glue: '/api/v2/mes-transfer/glue/glue_weight',
  today: '/api/v2/mes-transfer/binding_station/today',
} as const;

export type Need = BindingNeed;
export type CheckAnswer = BindingCheck;
export type GlueAnswer = {
  result: number;
  verdict: 'pass' | 'fail';
  weight: number;
  min_weight: number;
  max_weight: number;
};

/** the mode of a page name (`work/glue` -> glue), or null for a page these screens do not build. */
export function bindingModeOf(pageName: string): BindingMode | null {
  const name = pageName.replace(/^work\//, '') as BindingMode;
  return BINDING_MODES.includes(name) ? name : null;
}

/** what is still missing, as `R-BAT ×1, R-CAP ×2`. */
export function missingText(needs: Need[]): string {
  return needs
    .filter((n) => n.bound < n.qty)
    .map((n) => `${n.icitem_fnumber} ×${n.qty - n.bound}`)
    .join(', ');
}

/** a typed weight: digits with one decimal point (a comma counts as one), else null. */
export function parseWeight(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}
