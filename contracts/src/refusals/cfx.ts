import type { RefusalCatalogue } from './catalogue';

// The refusals of the cfx area (server/src/modules): code -> its text in each language.
export const CFX_REFUSALS = {} as const satisfies RefusalCatalogue;
