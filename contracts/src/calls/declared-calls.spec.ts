import { z } from 'zod';
import { isRefusalCode, refusalText } from '../refusals';
import * as declared from './index';
import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';

// The one walk of every declared call (issue 32): each declaration's schema is read as the JSON Schema /api/docs
// shows, and every field it names is sent wrong (a value of another type, a text one character over its limit) and
// unknown fields are sent: each is refused naming that field with a catalogue code that has a text in both languages.

const isDecl = (v: unknown): v is CallDecl =>
  typeof v === 'object' && v !== null && 'path' in v && 'input' in v && v.input instanceof z.ZodType;

function collect(v: unknown, out: Map<string, CallDecl>, depth = 0): void {
  if (isDecl(v)) out.set(`${v.version} ${v.path}`, v);
  else if (typeof v === 'object' && v !== null && depth < 3 && !(v instanceof z.ZodType))
    for (const x of Object.values(v)) collect(x, out, depth + 1);
}
const calls = new Map<string, CallDecl>();
collect(declared, calls);

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  maxLength?: number;
  anyOf?: Json[];
  examples?: unknown[];
};
const schemaOf = (d: CallDecl) => z.toJSONSchema(d.input, { io: 'input', unrepresentable: 'any' }) as Json;

const refusal = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);

// a value no field of the kit takes where another type is declared
const wrongFor = (s: Json): unknown => {
  const types = ([] as (string | undefined)[]).concat(s.type ?? s.anyOf?.map((a) => a.type as string));
  return types.includes('string') ? { not: 'a string' } : 'not a number';
};

describe('every declared call', () => {
  it('is found, and each path is declared once', () => {
    expect(calls.size).toBeGreaterThan(0);
    const paths = [...calls.values()].map((d) => `${d.version} ${d.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  const named = [...calls.entries()];
  it.each(named)('%s: refuses an unknown field, naming it', (_, d) => {
    expect(refusal(d, { __not_a_field: 1 })).toMatchObject({ field: '__not_a_field', code: 'input.unknown_field' });
  });

  it.each(named)('%s: takes an empty body or refuses it with a catalogue code (never an uncoded check)', (_, d) => {
    if (d.input.safeParse({}).success) return;
    const r = refusal(d, {});
    expect(r).not.toBeNull();
    expect(isRefusalCode(r!.code)).toBe(true);
  });

  it.each(named)('%s: refuses each field of the wrong type or over its limit with a catalogue code', (_, d) => {
    const props = schemaOf(d).properties ?? {};
    // a field declared as any JSON (`{}`: a free-form document such as a layout) has no wrong type
    const typed = Object.entries(props).filter(([, s]) => Object.keys(s).length > 0);
    for (const [name, s] of typed) {
      for (const value of [wrongFor(s), ...(s.maxLength ? ['x'.repeat(s.maxLength + 1)] : [])]) {
        // beside a body the schema otherwise takes, the wrong field is the one named
        const r = refusal(d, { ...validSample(d), [name]: value });
        expect(r).not.toBeNull();
        expect(isRefusalCode(r!.code)).toBe(true);
        expect({ call: d.path, sent: name, named: r!.field.replace(/[.[].*$/, '') }).toEqual({
          call: d.path,
          sent: name,
          named: name,
        });
        expect(refusalText(r!.code, 'zh-CN', r!.params)).not.toBe(refusalText(r!.code, 'en-US', r!.params));
      }
    }
  });
});

// A body the schema takes, where one can be made from the JSON Schema alone (a field's first example, ids 1, texts 'A',
// the first enum value);
// {} when the call has rules across fields that need real values.
function validSample(d: CallDecl): Record<string, unknown> {
  const s = schemaOf(d) as Json & { required?: string[] };
  const out: Record<string, unknown> = {};
  for (const name of s.required ?? []) {
    const p = (s.properties ?? {})[name] as Json & { enum?: unknown[]; minimum?: number; examples?: unknown[] };
    if (p.examples?.length) out[name] = p.examples[0];
    else if (p.enum) out[name] = p.enum[0];
    else if (p.type === 'integer' || p.type === 'number') out[name] = Math.max(1, p.minimum ?? 1);
    else if (p.type === 'string') out[name] = 'A';
    else if (p.type === 'boolean') out[name] = true;
    else if (p.type === 'array') out[name] = [];
  }
  return out;
}
