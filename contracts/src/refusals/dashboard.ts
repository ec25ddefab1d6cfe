import type { RefusalCatalogue } from './catalogue';

// The refusals of the dashboard area (server/src/modules): code -> its text in each language.
export const DASHBOARD_REFUSALS = {} as const satisfies RefusalCatalogue;
