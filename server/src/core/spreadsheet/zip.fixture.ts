import { constants, crc32, deflateRawSync } from 'node:zlib';

// Zip archives written by hand for the upload specs: a real entry list, or a "bomb" whose one entry inflates to far
// more than its directory declares.

export type ZipEntry = { name: string; method: 0 | 8; data: Buffer; crc: number; size: number };

/** an entry deflated from `content` (its true size and CRC declared). */
export function deflated(name: string, content: Buffer | string): ZipEntry {
  const raw = Buffer.from(content);
  return { name, method: 8, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
}

/**
 * an entry that inflates to `mib` MiB of zeros while its directory declares 1 KiB: one deflated MiB (about 1 KiB,
 * flushed so it ends on a byte) repeated, then an empty final block. Built in milliseconds, whatever it inflates to.
 */
export function bombEntry(name: string, mib: number): ZipEntry {
  const segment = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([...Array.from({ length: mib }, () => segment), Buffer.from([0x03, 0x00])]);
  return { name, method: 8, data, crc: 0, size: 1024 };
}

/** a zip of these entries: local headers, data, central directory, end record. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
