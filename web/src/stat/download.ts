import { apiDownload } from '@mes/client';
import { saveFile } from '../resources/resource-api';

/** Runs an export call and saves its .xlsx. */
export async function downloadCall(path: string, body: object): Promise<void> {
  saveFile(await apiDownload(path, body, 'export.xlsx'));
}
