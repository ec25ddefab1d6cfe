import type { RefusalCatalogue } from './catalogue';

// The refusals of the repair area (server/src/modules): code -> its text in each language.
export const REPAIR_REFUSALS = {} as const satisfies RefusalCatalogue;
