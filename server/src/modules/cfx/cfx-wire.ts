import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

// How a CFX envelope arrives on the wire (docs/cfx.md, "Interoperability"): the IPC-CFX SDK serializes it to JSON and
// sends it as a binary (Data) body, gzip-compressed by default (CFXCodec.gzip, content-encoding gzip), or deflated
// (CFXCodec.deflate: .NET's DeflateStream, raw deflate) or plain (CFXCodec.raw); other clients send an AMQP string or
// an AMQP value. This turns any of them into the JSON text, or says why not while keeping the bytes.

/** the text of a delivery, or null with the reason; `raw` is what is stored (the bytes as base64 when not text). */
export type WireText = { text: string; raw: string; reason: '' } | { text: null; raw: string; reason: string };

const GZIP_MAGIC = [0x1f, 0x8b];
const utf8 = new TextDecoder('utf-8', { fatal: true });

function bytesOf(body: unknown): Buffer | string {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body;
  if (body && typeof body === 'object') {
    const section = body as { typecode?: number; content?: unknown };
    // a data section (0x75) holds bytes; an amqp-value section holds a value
    if (section.typecode !== undefined) return bytesOf(section.content);
    try {
      return JSON.stringify(body);
    } catch {
      return String(body);
    }
  }
  return body === undefined || body === null ? '' : String(body);
}

function inflated(bytes: Buffer, encoding: string, maxBytes: number): Buffer {
  const cap = { maxOutputLength: maxBytes };
  if (encoding === 'gzip' || (encoding === '' && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]))
    return gunzipSync(bytes, cap);
  if (encoding === 'deflate') {
    // .NET's DeflateStream writes raw deflate; a zlib stream (RFC 1950) is read too
    try {
      return inflateRawSync(bytes, cap);
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw e;
      return inflateSync(bytes, cap);
    }
  }
  return bytes;
}

const kept = (bytes: Buffer, reason: string): WireText => ({ text: null, raw: bytes.toString('base64'), reason });

/**
 * The JSON text of a delivery's body under its content-encoding, inflated to at most `maxBytes`. Never throws: a
 * body that is not text, not what its encoding says, or too large unpacked comes back with the reason and its bytes.
 */
export function wireText(body: unknown, contentEncoding: unknown, maxBytes: number): WireText {
  const given = bytesOf(body);
  const encoding = typeof contentEncoding === 'string' ? contentEncoding.trim().toLowerCase() : '';
  if (typeof given === 'string' && encoding === '') {
    // PostgreSQL's text holds no NUL character: such a string is kept as its bytes
    if (given.includes('\u0000')) return kept(Buffer.from(given, 'utf8'), 'a text body with NUL characters');
    return { text: given, raw: given, reason: '' };
  }
  const bytes = typeof given === 'string' ? Buffer.from(given, 'utf8') : given;
  let plain: Buffer;
  try {
    plain = inflated(bytes, encoding, maxBytes);
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      return kept(bytes, `content-encoding ${encoding || 'gzip'}: unpacks to more than ${maxBytes} bytes`);
    return kept(bytes, `content-encoding ${encoding || 'gzip'}: not ${encoding || 'gzip'} data`);
  }
  let text: string;
  try {
    text = utf8.decode(plain);
  } catch {
    return kept(plain, `a binary body of ${plain.length} bytes that is not UTF-8 text (kept as base64)`);
  }
  if (text.includes('\u0000'))
    return kept(plain, `a binary body of ${plain.length} bytes with NUL characters (kept as base64)`);
  // a byte order mark before the JSON (some .NET writers) is not part of it
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, raw: text, reason: '' };
}
