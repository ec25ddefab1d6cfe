import { callDownload } from '@mes/client';
import type { CallDecl, CallInput } from '@mes/contracts';
import { saveFile } from '../resources/resource-api';

/** Runs a declared export call and saves its .xlsx. */
export async function downloadCall<D extends CallDecl>(decl: D, body: CallInput<D>): Promise<void> {
  saveFile(await callDownload(decl, body, 'export.xlsx'));
}
