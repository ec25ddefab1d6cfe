import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { refuse } from '../api/app.exception';
import { MAX_IMPORT_BYTES } from '../spreadsheet/spreadsheet';

const TTL_S = 3600;
const key = (id: string) => `mes:draft:${id}`;

export type Draft = { filename: string; body: Buffer };

// Uploaded spreadsheets wait here (an hour) until an import call names them; any server of the cluster can read them.
export class DraftStore {
  constructor(private readonly redis: Redis) {}

  async put(filename: string, body: Buffer): Promise<{ draft_id: string; filename: string; size: number }> {
    if (body.length === 0) throw refuse('body', 'import.file_empty');
    if (body.length > MAX_IMPORT_BYTES) throw refuse('body', 'import.file_too_large', { max: MAX_IMPORT_BYTES });
    const id = randomUUID();
    await this.redis.multi().hset(key(id), 'filename', filename, 'body', body).expire(key(id), TTL_S).exec();
    return { draft_id: id, filename, size: body.length };
  }

  async get(id: string): Promise<Draft> {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw refuse('draft_id', 'import.not_draft_id');
    const [filename, body] = await Promise.all([
      this.redis.hget(key(id), 'filename'),
      this.redis.hgetBuffer(key(id), 'body'),
    ]);
    if (!filename || !body) throw refuse('draft_id', 'import.no_draft');
    return { filename, body };
  }
}
