import { inflateRawSync } from 'node:zlib';

// An .xlsx is a zip. Before exceljs inflates a whole archive into memory, every entry is inflated here once, entry by
// entry, with zlib's own output cap: an archive whose entries are too many or inflate past the budget is refused as
// soon as the budget is passed, whatever sizes its directory declares (a "zip bomb" declares small ones). Memory stays
// within one entry's cap; a 5 MB bomb that inflates to 4.9 GB is refused after inflating the budget, not all of it.

export type ZipBounds = { maxEntries: number; maxUnzippedBytes: number };

export type ZipRefusal = { kind: 'entries' | 'unzipped' | 'unreadable' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfDirectory(buf: Buffer): number {
  // the end record is 22 bytes plus a comment of at most 65,535
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

/** null when the archive is within the bounds, else why not. Never throws. */
export function checkZip(buf: Buffer, bounds: ZipBounds): ZipRefusal | null {
  try {
    const end = endOfDirectory(buf);
    if (end < 0) return { kind: 'unreadable' };
    const entries = buf.readUInt16LE(end + 10);
    const dirOffset = buf.readUInt32LE(end + 16);
    // ZIP64 markers: no spreadsheet within the upload limit needs them
    if (entries === 0xffff || dirOffset === 0xffffffff) return { kind: 'unreadable' };
    if (entries > bounds.maxEntries) return { kind: 'entries' };
    let left = bounds.maxUnzippedBytes;
    let at = dirOffset;
    for (let n = 0; n < entries; n++) {
      if (buf.readUInt32LE(at) !== CENTRAL) return { kind: 'unreadable' };
      const method = buf.readUInt16LE(at + 10);
      const compressed = buf.readUInt32LE(at + 20);
      const local = buf.readUInt32LE(at + 42);
      at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
      if (buf.readUInt32LE(local) !== LOCAL) return { kind: 'unreadable' };
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      if (start + compressed > buf.length) return { kind: 'unreadable' };
      const data = buf.subarray(start, start + compressed);
      if (method === STORED) left -= compressed;
      else if (method === DEFLATED) {
        try {
          left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left + 1) }).length;
        } catch (e) {
          if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'unzipped' };
          return { kind: 'unreadable' };
        }
      } else return { kind: 'unreadable' };
      if (left < 0) return { kind: 'unzipped' };
    }
    return null;
  } catch {
    return { kind: 'unreadable' }; // a directory pointing outside the file
  }
}
