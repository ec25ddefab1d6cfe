import { LOCALES } from '../locale';
import {
  REFUSALS,
  REFUSAL_CATALOGUES,
  fillTemplate,
  localeFromAcceptLanguage,
  refusalMessage,
  refusalText,
  type RefusalCode,
} from './index';

const paramsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the refusal catalogue', () => {
  it('declares every code once, across the files of its areas', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, catalogue] of Object.entries(REFUSAL_CATALOGUES))
      for (const code of Object.keys(catalogue)) {
        if (seen.has(code)) twice.push(`${code} (${seen.get(code)} and ${area})`);
        seen.set(code, area);
      }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(Object.keys(REFUSALS).length);
  });

  it('has a text in each language, with the same parameters, and Chinese in the Chinese one', () => {
    const wrong: string[] = [];
    for (const [code, texts] of Object.entries(REFUSALS)) {
      for (const l of LOCALES) if (!texts[l] || texts[l].trim() === '') wrong.push(`${code}: no ${l}`);
      if (paramsOf(texts['zh-CN']).join() !== paramsOf(texts['en-US']).join()) wrong.push(`${code}: parameters differ`);
      // a text that is only a parameter is passed through (a message from the HTTP layer); every other has Chinese
      if (texts['zh-CN'].replace(/\{\w+\}/g, '').trim() !== '' && !/[\u4e00-\u9fff]/.test(texts['zh-CN']))
        wrong.push(`${code}: zh-CN has no Chinese`);
    }
    expect(wrong).toEqual([]);
  });

  it('fills the parameters it is given and keeps the others visible', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(refusalText('input.too_long' as RefusalCode, 'zh-CN', { max: 64 })).toBe('超过 64 个字符');
    expect(refusalMessage('fname', 'input.too_long' as RefusalCode, 'en-US', { max: 64 })).toBe(
      'fname: longer than 64 characters',
    );
  });
});

describe('the language of an Accept-Language header (RFC 9110 §12.5.4)', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['fr-FR, en;q=0.5, zh;q=0.8', 'zh-CN'],
    ['en;q=0.4, zh-TW;q=0.6', 'zh-CN'],
    ['zh;q=0, en', 'en-US'],
    ['de', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
