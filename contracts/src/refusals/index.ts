import type { Locale } from '../locale';
import { fillTemplate, type RefusalParams } from './catalogue';
import { CORE_REFUSALS } from './core';
import { STOCK_REFUSALS } from './stock';
import { STOCK_DOCUMENT_REFUSALS } from './stock-documents';
import { PRODUCT_REFUSALS } from './product';
import { PRODUCT_NUMBERING_REFUSALS } from './product-numbering';
import { SMT_REFUSALS } from './smt';
import { MSD_REFUSALS } from './msd';
import { REPAIR_REFUSALS } from './repair';
import { SHOP_FLOOR_REFUSALS } from './shop-floor';
import { KANBAN_REFUSALS } from './kanban';
import { AUTH_REFUSALS } from './auth';
import { BOM_REFUSALS } from './bom';
import { TRACING_REFUSALS } from './tracing';
import { STAT_REFUSALS } from './stat';
import { DEVICE_MAINTENANCE_REFUSALS } from './device-maintenance';
import { BASICDATA_REFUSALS } from './basicdata';
import { DASHBOARD_REFUSALS } from './dashboard';
import { SYSTEM_REFUSALS } from './system';
import { CFX_REFUSALS } from './cfx';
import { PACKING_REFUSALS } from './packing';
import { SPC_REFUSALS } from './spc';

export * from './catalogue';

/** Every refusal a call may answer, by code (the code is the translation key): docs/api.md, "Refusals". */
export const REFUSALS = {
  ...CORE_REFUSALS,
  ...STOCK_REFUSALS,
  ...STOCK_DOCUMENT_REFUSALS,
  ...PRODUCT_REFUSALS,
  ...PRODUCT_NUMBERING_REFUSALS,
  ...SMT_REFUSALS,
  ...MSD_REFUSALS,
  ...REPAIR_REFUSALS,
  ...SHOP_FLOOR_REFUSALS,
  ...KANBAN_REFUSALS,
  ...AUTH_REFUSALS,
  ...BOM_REFUSALS,
  ...TRACING_REFUSALS,
  ...STAT_REFUSALS,
  ...DEVICE_MAINTENANCE_REFUSALS,
  ...BASICDATA_REFUSALS,
  ...DASHBOARD_REFUSALS,
  ...SYSTEM_REFUSALS,
  ...CFX_REFUSALS,
  ...PACKING_REFUSALS,
  ...SPC_REFUSALS,
} as const;

/** each file's catalogue, for the check that no code is declared twice (refusals.spec.ts) */
export const REFUSAL_CATALOGUES = {
  core: CORE_REFUSALS,
  stock: STOCK_REFUSALS,
  stock_documents: STOCK_DOCUMENT_REFUSALS,
  product: PRODUCT_REFUSALS,
  product_numbering: PRODUCT_NUMBERING_REFUSALS,
  smt: SMT_REFUSALS,
  msd: MSD_REFUSALS,
  repair: REPAIR_REFUSALS,
  shop_floor: SHOP_FLOOR_REFUSALS,
  kanban: KANBAN_REFUSALS,
  auth: AUTH_REFUSALS,
  bom: BOM_REFUSALS,
  tracing: TRACING_REFUSALS,
  stat: STAT_REFUSALS,
  device_maintenance: DEVICE_MAINTENANCE_REFUSALS,
  basicdata: BASICDATA_REFUSALS,
  dashboard: DASHBOARD_REFUSALS,
  system: SYSTEM_REFUSALS,
  cfx: CFX_REFUSALS,
  packing: PACKING_REFUSALS,
  spc: SPC_REFUSALS,
} as const;

export type RefusalCode = keyof typeof REFUSALS;

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(REFUSALS, code);
}

/** A refusal's text in a language, its parameters filled in (without the field it names). */
export function refusalText(code: RefusalCode, locale: Locale, params: RefusalParams = {}): string {
  return fillTemplate(REFUSALS[code][locale], params, locale);
}

/** The envelope's msg of a refusal: the field, then the text (`qty: must be a positive whole number`). */
export function refusalMessage(field: string, code: RefusalCode, locale: Locale, params: RefusalParams = {}): string {
  return `${field}: ${refusalText(code, locale, params)}`;
}
