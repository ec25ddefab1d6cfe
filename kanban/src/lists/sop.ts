import { rowsOf, str, type SopType } from '@mes/client';
import { isRecord } from '@mes/contracts';

// A station's work instructions (001 §4 "Station instruction type: url, image, text, file"), read from whatever the
// station_sop resource answers; its exact fields are not known yet, so every likely name is tried.

export type Sop = { id: string; name: string; type: SopType; content: string };

const TYPES: readonly SopType[] = ['url', 'image', 'text', 'file'];

function typeOf(v: Record<string, unknown>, content: string): SopType {
  const raw = str(v.type ?? v.ftype ?? v.sop_type ?? v.content_type).toLowerCase();
  if ((TYPES as readonly string[]).includes(raw)) return raw as SopType;
  if (/\.(png|jpe?g|gif|webp|svg|bmp)(\?|$)/i.test(content)) return 'image';
  if (/\.(pdf|docx?|xlsx?|pptx?)(\?|$)/i.test(content)) return 'file';
  if (/^(https?:)?\/\//i.test(content)) return 'url';
  return 'text';
}

export function readSops(data: unknown): Sop[] {
  return rowsOf(data).flatMap((v, i) => {
    if (!isRecord(v)) return [];
    const content = str(v.content ?? v.url ?? v.fcontent ?? v.text ?? v.file_url ?? v.path ?? v.fdesc).trim();
    if (!content) return [];
    return [{ id: str(v.id, String(i)), name: str(v.fname ?? v.name ?? v.fnumber), type: typeOf(v, content), content }];
  });
}
