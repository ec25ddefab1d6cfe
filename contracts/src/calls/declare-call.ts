import type { z } from 'zod';
import type { RefusalCode } from '../refusals';

// One declaration per hand-written call (issue 32): where it is served, what it takes (a zod schema of the field kit,
// ./fields.ts), what it answers (a type), the refusals of its area it may answer besides its input's, and a summary.
// The server registers its handler against the declaration (the dispatcher validates the body before the handler
// runs, the handler gets the parsed input), /api/docs describes the body from the schema, and web/ and kanban/ call
// through it (`callApi` of @mes/client), so a wrong path or body is a type error at build time. docs/api.md.

export type CallVersion = 'v1' | 'v2';

export interface CallDecl<I extends z.ZodType = z.ZodType, A = unknown> {
  /** the path after /api/{version}/ */
  readonly path: string;
  readonly version: CallVersion;
  readonly input: I;
  readonly summary: string;
  /** refusals of its area this call may answer besides the ones its input schema names */
  readonly refusals: readonly RefusalCode[];
  /** the answer's type (never set: a type carrier) */
  readonly answer?: A;
}

type Declared<I extends z.ZodType> = {
  path: string;
  version?: CallVersion;
  input: I;
  summary: string;
  refusals?: readonly RefusalCode[];
};

/** `declareCall<Answer>()({ path, input, summary })`: the answer's type is given, the input's is inferred. */
export function declareCall<A = unknown>() {
  return <I extends z.ZodType>(d: Declared<I>): CallDecl<I, A> => ({ version: 'v1', refusals: [], ...d });
}

/** what a caller sends */
export type CallInput<D extends CallDecl> = z.input<D['input']>;
/** what the handler receives (defaults filled, texts trimmed, dates read) */
export type CallParsed<D extends CallDecl> = z.output<D['input']>;
/** what the call answers */
export type CallAnswer<D extends CallDecl> = D extends CallDecl<z.ZodType, infer A> ? A : never;

/** the address a client posts to */
export const callUrl = (d: CallDecl): string => `/api/${d.version}/${d.path}`;
