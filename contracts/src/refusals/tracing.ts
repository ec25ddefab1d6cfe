import type { RefusalCatalogue } from './catalogue';

// The refusals of the tracing area (server/src/modules): code -> its text in each language.
export const TRACING_REFUSALS = {} as const satisfies RefusalCatalogue;
