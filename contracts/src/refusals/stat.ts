import type { RefusalCatalogue } from './catalogue';

// The refusals of the stat area (server/src/modules): code -> its text in each language.
export const STAT_REFUSALS = {} as const satisfies RefusalCatalogue;
