import { refuse } from '../../../core/api/app.exception';
import type { DraftStore } from '../../../core/resource/drafts';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';

// /api/v1/upload/drafts/xlsx and /xls: a spreadsheet sent as the raw body (with X-Filename) or as JSON
// { filename, content_base64 } is kept as a draft; an import call then names it by draft_id. Legacy binary .xls is
// accepted here but refused at import with a clear message (exceljs reads only .xlsx and .csv).
export function registerUploadCalls(registry: ResourceRegistry, drafts: DraftStore): void {
  for (const ext of ['xlsx', 'xls']) {
    registry.registerExtra({
      path: `upload/drafts/${ext}`,
      permission: `upload.drafts.${ext}`,
      acceptsFile: true,
      summary: `upload a .${ext} spreadsheet as a draft for an import`,
      handler: async (b, ctx) => {
        if (Buffer.isBuffer(b)) return drafts.put(ctx.filename || `upload.${ext}`, b);
        for (const k of Object.keys(b))
          if (k !== 'filename' && k !== 'content_base64') throw refuse(k, 'input.unknown_field');
        if (typeof b.content_base64 !== 'string' || !/^[A-Za-z0-9+/=\s]*$/.test(b.content_base64))
          throw refuse('content_base64', 'basicdata.base64_text');
        const filename = typeof b.filename === 'string' && b.filename.length <= 200 ? b.filename : `upload.${ext}`;
        return drafts.put(filename, Buffer.from(b.content_base64, 'base64'));
      },
    });
  }
}
