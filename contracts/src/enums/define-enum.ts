import type { Locale, Translated } from '../locale';

export type EnumCodeValue = number | string;

// One member as written in a definition: its wire code plus a label per locale.
export type EnumMemberSpec = { readonly code: EnumCodeValue } & Translated;

export type EnumSpec = Readonly<Record<string, EnumMemberSpec>>;

export type EnumEntry<K extends string = string, C extends EnumCodeValue = EnumCodeValue> = {
  readonly key: K;
  readonly code: C;
  readonly labels: Readonly<Translated>;
};

type CodeOf<D extends EnumSpec> = D[keyof D]['code'];
type KeyOf<D extends EnumSpec> = keyof D & string;

export type EnumHelpers<K extends string, C extends EnumCodeValue> = {
  /** Every code in declaration order. */
  readonly codes: readonly C[];
  /** Label for a code; an unknown code comes back as its own text so nothing is silently blank. */
  label(code: unknown, locale: Locale): string;
  /** Members in declaration order, for selects and legends. */
  entries(): readonly EnumEntry<K, C>[];
  /** Exact match: a numeric enum does not accept '1' for 1, since the server sends numbers. */
  isValid(code: unknown): code is C;
  /** Member name of a code, or undefined when unknown. */
  keyOf(code: unknown): K | undefined;
};

export type DefinedEnum<D extends EnumSpec> = { readonly [K in KeyOf<D>]: D[K]['code'] } & EnumHelpers<
  KeyOf<D>,
  CodeOf<D>
>;

/** Union of the codes of an enum built by defineEnum. */
export type EnumCode<E extends { readonly codes: readonly EnumCodeValue[] }> = E['codes'][number];

const RESERVED_KEYS: ReadonlySet<string> = new Set(['codes', 'label', 'entries', 'isValid', 'keyOf']);

/** Fallback text for a code the enum does not know. */
export function unknownCodeLabel(code: unknown): string {
  return code === null || code === undefined ? '' : String(code);
}

/**
 * Builds a frozen enum from one declaration: named codes (E.READY === 1) plus codes, label, entries, isValid, keyOf.
 * Throws at load time on a duplicate code, an empty label or a member name that would shadow a helper.
 */
export function defineEnum<const D extends EnumSpec>(spec: D): DefinedEnum<D> {
  const entries: EnumEntry<KeyOf<D>, CodeOf<D>>[] = [];
  const byCode = new Map<EnumCodeValue, EnumEntry<KeyOf<D>, CodeOf<D>>>();
  const named: Record<string, EnumCodeValue> = {};

  for (const key of Object.keys(spec) as KeyOf<D>[]) {
    if (RESERVED_KEYS.has(key)) throw new Error(`defineEnum: member name '${key}' is reserved`);
    const member = spec[key];
    if (byCode.has(member.code)) throw new Error(`defineEnum: duplicate code ${String(member.code)} at '${key}'`);
    const labels: Translated = { 'zh-CN': member['zh-CN'], 'en-US': member['en-US'] };
    for (const [locale, text] of Object.entries(labels)) {
      if (!text) throw new Error(`defineEnum: empty ${locale} label at '${key}'`);
    }
    const entry: EnumEntry<KeyOf<D>, CodeOf<D>> = Object.freeze({
      key,
      code: member.code as CodeOf<D>,
      labels: Object.freeze(labels),
    });
    entries.push(entry);
    byCode.set(member.code, entry);
    named[key] = member.code;
  }

  const frozenEntries = Object.freeze(entries);
  const helpers: EnumHelpers<KeyOf<D>, CodeOf<D>> = {
    codes: Object.freeze(entries.map((e) => e.code)),
    label: (code, locale) => {
      const entry = lookup(byCode, code);
      return entry ? entry.labels[locale] : unknownCodeLabel(code);
    },
    entries: () => frozenEntries,
    isValid: (code): code is CodeOf<D> => lookup(byCode, code) !== undefined,
    keyOf: (code) => lookup(byCode, code)?.key,
  };

  return Object.freeze({ ...named, ...helpers }) as DefinedEnum<D>;
}

function lookup<V>(byCode: ReadonlyMap<EnumCodeValue, V>, code: unknown): V | undefined {
  return typeof code === 'number' || typeof code === 'string' ? byCode.get(code) : undefined;
}
