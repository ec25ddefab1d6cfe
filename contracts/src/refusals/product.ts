import type { RefusalCatalogue } from './catalogue';

// The refusals of the product area (server/src/modules): code -> its text in each language.
export const PRODUCT_REFUSALS = {} as const satisfies RefusalCatalogue;
