import type { RefusalCatalogue } from './catalogue';

// The refusals of the auth area (server/src/modules): code -> its text in each language.
export const AUTH_REFUSALS = {} as const satisfies RefusalCatalogue;
