import {
  ErrorCode,
  refusalMessage,
  type ErrorCodeValue,
  type Locale,
  type RefusalCode,
  type RefusalParams,
} from '@mes/contracts';

/** a resource's name in a language (its declared label), for refusals that name a resource */
type NounOf = (name: string, locale: Locale) => string | undefined;
let nounOf: NounOf = () => undefined;

/**
 * Refusals name a resource by its name in `params.resource`. As they are answered, that parameter becomes a word in
 * both languages (a Translated parameter, contracts/src/refusals/catalogue.ts): the Chinese text says the resource's
 * label (`物料接收单 1 不存在`, not `material_rec 1 不存在`), the English one keeps the API's name (`no material_rec 1`),
 * the word an integrator finds in /api/docs.
 */
export function setRefusalNouns(f: NounOf): void {
  nounOf = f;
}

function paramsShown(params: RefusalParams): RefusalParams {
  const name = params.resource;
  const label = typeof name === 'string' ? nounOf(name, 'zh-CN') : undefined;
  return label === undefined ? params : { ...params, resource: { 'zh-CN': label, 'en-US': name as string } };
}

/** A refusal of the caller's input: the field it names, a code of the catalogue (contracts/src/refusals), its values. */
export type Refusal = { field: string; code: RefusalCode; params: RefusalParams };

// Every failure a caller should see: a catalogue code for the envelope's err, and a message naming what was wrong.
// A refusal (`refuse`) also carries its code and parameters, so that the envelope says it in the caller's language;
// `message` is its en-US text, for the logs.
export class AppException extends Error {
  /** the caller's language, once known (the dispatcher sets it for a refusal: caller-locale.ts) */
  locale: Locale | null = null;

  constructor(
    readonly err: ErrorCodeValue | number,
    message: string,
    readonly data: unknown = null,
    readonly refusal: Refusal | null = null,
  ) {
    super(message);
  }

  /** the envelope's msg in a language: a refusal's text in it, any other failure as it was written */
  messageIn(locale: Locale): string {
    return this.refusal
      ? refusalMessage(this.refusal.field, this.refusal.code, locale, this.paramsShown())
      : this.message;
  }

  /** a refusal's parameters as the envelope answers them (a resource named in both languages) */
  paramsShown(): RefusalParams {
    return this.refusal ? paramsShown(this.refusal.params) : {};
  }
}

/** Refuses the caller's input: `field` is wrong, `code` says how (its text in both languages is in contracts). */
export function refuse(field: string, code: RefusalCode, params: RefusalParams = {}): AppException {
  return refuseAs(ErrorCode.BAD_REQUEST, field, code, params);
}

/**
 * A refusal answered with another `err` than 400 or other `data` than `{ field }`: a reference to a missing record
 * whose resource has its own code (missing-codes.ts), an import with every row's problem in `data.errors`.
 */
export function refuseAs(
  err: ErrorCodeValue | number,
  field: string,
  code: RefusalCode,
  params: RefusalParams = {},
  data: unknown = { field },
): AppException {
  return new AppException(err, refusalMessage(field, code, 'en-US', params), data, { field, code, params });
}

/** a path that names no call: answered HTTP 404 (envelope.filter.ts); kept free of Nest so core runs without it. */
export class NoSuchCall extends Error {
  constructor() {
    super('no such call');
  }
}
