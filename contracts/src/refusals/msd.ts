import type { RefusalCatalogue } from './catalogue';

// The refusals of the msd area (server/src/modules): code -> its text in each language.
export const MSD_REFUSALS = {} as const satisfies RefusalCatalogue;
