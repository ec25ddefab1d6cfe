import type { RefusalCatalogue } from './catalogue';

// The refusals of the bom area (server/src/modules): code -> its text in each language.
export const BOM_REFUSALS = {} as const satisfies RefusalCatalogue;
