import type { RefusalCatalogue } from './catalogue';

// The refusals of the smt area (server/src/modules): code -> its text in each language.
export const SMT_REFUSALS = {} as const satisfies RefusalCatalogue;
