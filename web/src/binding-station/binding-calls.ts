import { callUrl, REPAIR_CALLS, type BindingCheck, type BindingNeed, type GlueWeighed } from '@mes/contracts';

// The v2 calls of the binding station screens (docs/repair-binding.md, declared in contracts/src/calls/repair.ts), by
// screen: the scans by their address, which the offline queue keeps and posts again.
export type BindingMode = 'material_binding' | 'annexe_binging' | 'put_material' | 'glue';

export const BINDING_MODES: readonly BindingMode[] = ['material_binding', 'annexe_binging', 'put_material', 'glue'];

export const CALLS = {
  bind: {
    material_binding: callUrl(REPAIR_CALLS.materialBind),
    annexe_binging: callUrl(REPAIR_CALLS.annexeBind),
  },
  put: callUrl(REPAIR_CALLS.putMaterial),
  glue: callUrl(REPAIR_CALLS.glueWeight),
} as const;

export type Need = BindingNeed;
export type CheckAnswer = BindingCheck;
export type GlueAnswer = GlueWeighed;

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
