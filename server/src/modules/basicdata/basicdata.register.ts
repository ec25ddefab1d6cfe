import type { Platform } from '../../core/api/platform';
import { registerInventoryCalls } from './calls/inventory.calls';
import { registerLookupCalls } from './calls/lookup.calls';
import { registerScanParserCalls, scanParserHooks } from './calls/scan-parser.calls';
import { registerUploadCalls } from './calls/upload.calls';

export type BasicdataDeps = Pick<Platform, 'registry' | 'pool' | 'resources' | 'drafts'>;

// The basicdata area (docs/architecture.md, "Areas"): the scan parsers' check on `scancode_parser` (its declaration,
// BASICDATA_RESOURCES, registered before by the composition), the scan-parser, lookup, upload and stock calls.
export function register(d: BasicdataDeps): void {
  d.registry.hook('scancode_parser', scanParserHooks(d.pool));
  registerScanParserCalls(d.registry, d.pool);
  registerLookupCalls(d.registry, d.pool, d.resources);
  registerUploadCalls(d.registry, d.drafts);
  registerInventoryCalls(d.registry, d.pool);
}
