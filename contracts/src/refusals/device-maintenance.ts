import type { RefusalCatalogue } from './catalogue';

// The refusals of the device maintenance area (server/src/modules): code -> its text in each language.
export const DEVICE_MAINTENANCE_REFUSALS = {} as const satisfies RefusalCatalogue;
