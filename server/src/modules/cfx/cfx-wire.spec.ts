import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { wireText } from './cfx-wire';

const json = '{"MessageName":"CFX.Heartbeat","UniqueID":"u-1","Source":"SMT1.MNT","MessageBody":{}}';
const MAX = 1024 * 1024;

// The bodies the IPC-CFX SDK sends (CFXCodec raw, gzip, deflate in a Data section: AmqpUtilities.cs, see
// test/fixtures/cfx-examples/README.md) and those other clients send (AMQP string, AMQP value).
describe(wireText.name, () => {
  it('reads every codec of the SDK, as bytes and as a data section', () => {
    const data = (content: Buffer) => ({ typecode: 0x75, content });
    expect(wireText(data(gzipSync(json)), 'gzip', MAX)).toEqual({ text: json, raw: json, reason: '' });
    expect(wireText(data(deflateRawSync(json)), 'deflate', MAX).text).toBe(json);
    // a zlib-wrapped deflate stream too
    expect(wireText(deflateSync(json), 'deflate', MAX).text).toBe(json);
    expect(wireText(data(Buffer.from(json)), undefined, MAX).text).toBe(json);
    // gzip without its header (its magic bytes say what it is)
    expect(wireText(gzipSync(json), undefined, MAX).text).toBe(json);
    expect(wireText(Buffer.from(`\ufeff${json}`), '', MAX).text).toBe(json);
  });

  it('reads strings and AMQP values', () => {
    expect(wireText(json, undefined, MAX)).toEqual({ text: json, raw: json, reason: '' });
    expect(JSON.parse(wireText({ MessageName: 'CFX.Heartbeat' }, undefined, MAX).text!)).toEqual({
      MessageName: 'CFX.Heartbeat',
    });
    expect(wireText(undefined, undefined, MAX).text).toBe('');
  });

  it('keeps bytes that are not text as base64, with the reason', () => {
    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x01]);
    expect(wireText(binary, undefined, MAX)).toEqual({
      text: null,
      raw: binary.toString('base64'),
      reason: 'a binary body of 4 bytes that is not UTF-8 text (kept as base64)',
    });
    expect(wireText(Buffer.from('a\u0000b'), undefined, MAX).reason).toMatch(/with NUL characters/);
    expect(wireText('a\u0000b', undefined, MAX)).toMatchObject({
      text: null,
      reason: 'a text body with NUL characters',
    });
    expect(wireText(Buffer.from(json), 'gzip', MAX)).toMatchObject({
      text: null,
      raw: Buffer.from(json).toString('base64'),
      reason: 'content-encoding gzip: not gzip data',
    });
  });

  it('refuses to unpack more than the limit: a gzip bomb is kept as it came', () => {
    const bomb = gzipSync(Buffer.alloc(50 * MAX));
    const read = wireText(bomb, 'gzip', MAX);
    expect(read).toEqual({
      text: null,
      raw: bomb.toString('base64'),
      reason: `content-encoding gzip: unpacks to more than ${MAX} bytes`,
    });
    expect(wireText(deflateRawSync(Buffer.alloc(2 * MAX)), 'deflate', MAX).reason).toMatch(/unpacks to more than/);
  });
});
