import { UPLOAD } from '@mes/contracts';
import type { DraftStore } from '../../../core/resource/drafts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';

// /api/v1/upload/drafts/xlsx and /xls: a spreadsheet sent as the raw body (with X-Filename) or as JSON
// { filename, content_base64 } is kept as a draft; an import call then names it by draft_id. Legacy binary .xls is
// accepted here but refused at import with a clear message (exceljs reads only .xlsx and .csv). Declared in
// contracts/src/calls/basicdata.ts (the JSON body; a raw body is a file).
export function registerUploadCalls(registry: ResourceRegistry, drafts: DraftStore): void {
  for (const ext of ['xlsx', 'xls'] as const) {
    implementCall(
      registry,
      UPLOAD[ext],
      async (b, ctx) => {
        if (Buffer.isBuffer(b)) return drafts.put(ctx.filename || `upload.${ext}`, b);
        const filename = b.filename !== undefined && b.filename.length <= 200 ? b.filename : `upload.${ext}`;
        return drafts.put(filename, Buffer.from(b.content_base64, 'base64'));
      },
      { acceptsFile: true },
    );
  }
}
