import type { RefusalCatalogue } from './catalogue';

// The refusals of the system area (server/src/modules): code -> its text in each language.
export const SYSTEM_REFUSALS = {} as const satisfies RefusalCatalogue;
