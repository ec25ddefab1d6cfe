import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

// A streaming zip writer (PKWARE APPNOTE: deflated entries with data descriptors, then the central directory), just
// what a streamed .xlsx needs. Entries are written one after the other; every write waits while the reader (the HTTP
// response) has not taken what came before, so memory stays at a few buffers whatever the size of the file. No
// ZIP64: an archive reaching 4 GiB fails (the reader then sees a broken file, never a wrong one).

const MAX32 = 0xffffffff;

type Entry = { name: Buffer; crc: number; csize: number; usize: number; offset: number };

/** Resolves when the stream has taken what it was given. */
async function drained(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

export class ZipStream {
  readonly out = new PassThrough({ highWaterMark: 64 * 1024 });
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly time: number;
  private readonly date: number;
  // rejects when the response closes first (the client went away), so no write waits forever on a drain
  private readonly closed: Promise<never>;
  // Every entry's text is encoded into this one buffer. A Buffer per piece (Buffer.from) lives in the streams across
  // young-generation collections, is promoted, and its memory (outside V8's heap) is only given back at the next
  // full collection; a 64 KiB string built of many rows is promoted the same way. Rows are copied in one by one.
  private scratch = Buffer.allocUnsafe(128 * 1024);

  constructor(now = new Date()) {
    this.closed = new Promise<never>((_, reject) =>
      this.out.once('close', () => reject(new Error('the download was closed'))),
    );
    this.closed.catch(() => undefined);
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  /** a whole small entry */
  async file(name: string, text: string): Promise<void> {
    const entry = await this.entry(name);
    await entry.write(text);
    await entry.end();
  }

  /** an entry written in pieces (a row each): write() each piece (waits while the reader is behind), then end() */
  async entry(name: string): Promise<{ write(text: string): Promise<void>; end(): Promise<void> }> {
    const e: Entry = { name: Buffer.from(name, 'utf8'), crc: 0, csize: 0, usize: 0, offset: this.offset };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4); // version needed: deflate
    head.writeUInt16LE(0x0808, 6); // sizes in the data descriptor; UTF-8 names
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt16LE(this.time, 10);
    head.writeUInt16LE(this.date, 12);
    head.writeUInt16LE(e.name.length, 26);
    await this.put(Buffer.concat([head, e.name]));
    const z = createDeflateRaw({ level: 6 });
    const failed = new Promise<never>((_, reject) => z.once('error', reject));
    failed.catch(() => undefined);
    const wait = (p: Promise<unknown>) => Promise.race([p, failed, this.closed]);
    // the deflater pauses while the response is full, so its input fills and write() below waits on it
    const resume = () => z.resume();
    this.out.on('drain', resume);
    z.on('data', (chunk: Buffer) => {
      e.csize += chunk.length;
      if (!this.out.write(chunk)) z.pause();
    });
    const ended = once(z, 'end');
    ended.catch(() => undefined);
    // Pieces are encoded one after the other into the scratch buffer; when it is full it goes to the deflater, which
    // calls back once it has taken all of it in (after waiting on the response if that is full), so the one buffer
    // is free again. A piece's string dies as soon as it is copied: nothing of a row outlives it.
    let pos = 0;
    const flush = async () => {
      if (pos === 0) return;
      const buf = this.scratch.subarray(0, pos);
      e.crc = crc32(buf, e.crc);
      e.usize += buf.length;
      if (e.usize > MAX32) throw new Error('a zip entry over 4 GiB (no ZIP64)');
      pos = 0;
      await wait(new Promise<void>((resolve, reject) => z.write(buf, (err) => (err ? reject(err) : resolve()))));
    };
    return {
      write: async (text: string) => {
        const most = text.length * 3; // UTF-8 bytes of a UTF-16 string, at most
        if (pos + most > this.scratch.length) {
          await flush();
          if (most > this.scratch.length) this.scratch = Buffer.allocUnsafe(most);
        }
        pos += this.scratch.write(text, pos, 'utf8');
      },
      end: async () => {
        await flush();
        z.end();
        await wait(ended);
        this.out.off('drain', resume);
        this.offset += e.csize;
        const desc = Buffer.alloc(16);
        desc.writeUInt32LE(0x08074b50, 0);
        desc.writeUInt32LE(e.crc >>> 0, 4);
        desc.writeUInt32LE(e.csize, 8);
        desc.writeUInt32LE(e.usize, 12);
        await this.put(desc);
        this.entries.push(e);
      },
    };
  }

  /** the central directory and its end record; then the stream ends */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4); // made by: version 2.0 (MS-DOS attributes)
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(0x0808, 8);
      c.writeUInt16LE(8, 10);
      c.writeUInt16LE(this.time, 12);
      c.writeUInt16LE(this.date, 14);
      c.writeUInt32LE(e.crc >>> 0, 16);
      c.writeUInt32LE(e.csize, 20);
      c.writeUInt32LE(e.usize, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([c, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.out.end();
  }

  private async put(buf: Buffer): Promise<void> {
    if (this.offset + buf.length > MAX32) throw new Error('a zip over 4 GiB (no ZIP64)');
    this.offset += buf.length;
    if (this.out.destroyed) throw new Error('the download was closed');
    this.out.write(buf);
    await Promise.race([drained(this.out), this.closed]);
  }
}
