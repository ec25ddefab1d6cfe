import { evalParser, isScanParserKind, validateParserConfig } from './evaluate';
import { MAX_SCAN_CHARS, type StoredScanParserConfig } from './scan-parser.types';

const uidOnly: StoredScanParserConfig = {
  kind: 'delimited',
  rules: { delimiter: ';', fields: { PARSER_UID: { index: 0 } } },
};

describe(evalParser.name, () => {
  it('dispatches on the kind', () => {
    expect(evalParser(uidOnly, 'R1;x')).toEqual([{ PARSER_UID: 'R1' }]);
    expect(evalParser({ kind: 'regex', rules: { pattern: '^(?<uid>R\\d+)$' } }, 'R1')).toEqual([{ PARSER_UID: 'R1' }]);
  });

  it('answers [] for an empty or blank scan', () => {
    expect(evalParser(uidOnly, '')).toEqual([]);
    expect(evalParser(uidOnly, ' \r\n\t\n')).toEqual([]);
  });

  it(`answers [] for a scan longer than ${MAX_SCAN_CHARS} characters instead of reading part of it`, () => {
    const label = 'R1;x\n';
    const fits = label.repeat(Math.floor(MAX_SCAN_CHARS / label.length));
    expect(evalParser(uidOnly, fits)).toHaveLength(Math.floor(MAX_SCAN_CHARS / label.length));
    expect(evalParser(uidOnly, `${fits}${'y'.repeat(MAX_SCAN_CHARS)}`)).toEqual([]);
  });

  it('answers [] for an unknown kind, an invalid config or input that is not a string', () => {
    expect(evalParser({ kind: 'xml', rules: {} }, 'R1')).toEqual([]);
    expect(evalParser({ kind: 'regex', rules: { pattern: '(' } }, 'R1')).toEqual([]);
    expect(evalParser(null, 'R1')).toEqual([]);
    expect(evalParser(undefined, 'R1')).toEqual([]);
    expect(evalParser(uidOnly, null as unknown as string)).toEqual([]);
    expect(evalParser(uidOnly, { length: 3 } as unknown as string)).toEqual([]);
  });
});

describe(validateParserConfig.name, () => {
  it('names an unknown kind', () => {
    expect(validateParserConfig('xml', {})).toEqual(['kind: must be one of delimited, regex, gs1, mh10']);
    expect(validateParserConfig(undefined, {})).toHaveLength(1);
  });

  it('names a missing or wrongly typed rules object', () => {
    expect(validateParserConfig('delimited', undefined)).toEqual([expect.stringMatching(/^rules: must be an object/)]);
    expect(validateParserConfig('regex', [])).toEqual([expect.stringMatching(/^rules: must be an object/)]);
  });

  it('does not throw on rules that throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    expect(validateParserConfig('mh10', hostile)).toEqual(['rules: cannot be read']);
    expect(evalParser({ kind: 'mh10', rules: hostile }, 'PMAT\u001dQ1')).toEqual([]);
  });
});

describe(isScanParserKind.name, () => {
  it('knows the four kinds', () => {
    expect(['delimited', 'regex', 'gs1', 'mh10', 'json', 1].map(isScanParserKind)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
