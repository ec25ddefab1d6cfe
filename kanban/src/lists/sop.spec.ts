import { safeUrl } from '@mes/client';
import { readSops } from './sop';

describe('station work instructions', () => {
  it('reads the type given, or guesses it from the content', () => {
    const sops = readSops({
      list: [
        { id: 1, ftype: 'text', content: '1. 插入主板' },
        { id: 2, url: 'https://x/sop.png' },
        { id: 3, file_url: '/files/a.pdf' },
        { id: 4, content: 'https://wiki/sop' },
        { id: 5, content: '' },
      ],
    });
    expect(sops.map((s) => s.type)).toEqual(['text', 'image', 'file', 'url']);
  });

  it('never shows a script URL', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil/x')).toBeNull();
    expect(safeUrl('/files/a.pdf')).toBe('/files/a.pdf');
    expect(safeUrl('https://wiki/sop')).toBe('https://wiki/sop');
  });
});
