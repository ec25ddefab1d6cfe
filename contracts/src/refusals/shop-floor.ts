import type { RefusalCatalogue } from './catalogue';

// The refusals of the shop floor area (server/src/modules): code -> its text in each language.
export const SHOP_FLOOR_REFUSALS = {} as const satisfies RefusalCatalogue;
