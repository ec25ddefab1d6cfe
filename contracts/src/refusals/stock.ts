import type { RefusalCatalogue } from './catalogue';

// The refusals of the stock area (server/src/modules): code -> its text in each language.
export const STOCK_REFUSALS = {} as const satisfies RefusalCatalogue;
