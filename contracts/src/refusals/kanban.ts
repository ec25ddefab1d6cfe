import type { RefusalCatalogue } from './catalogue';

// The refusals of the kanban area (server/src/modules): code -> its text in each language.
export const KANBAN_REFUSALS = {} as const satisfies RefusalCatalogue;
