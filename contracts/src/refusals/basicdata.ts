import type { RefusalCatalogue } from './catalogue';

// The refusals of the basicdata area (server/src/modules): code -> its text in each language.
export const BASICDATA_REFUSALS = {} as const satisfies RefusalCatalogue;
