import { describe, expect, it } from '@jest/globals';
import { safeUrl } from './safe-url';

describe(safeUrl.name, () => {
  it('keeps http(s) addresses and same-origin paths, without the blanks around them', () => {
    const kept = ['/files/a.pdf', 'https://wiki/sop', '  http://wiki/sop  ', ' /files/a.png '];
    expect(kept.map(safeUrl)).toEqual(['/files/a.pdf', 'https://wiki/sop', 'http://wiki/sop', '/files/a.png']);
  });

  it('refuses script, data and protocol-relative addresses, even behind blanks or in capitals', () => {
    const refused = [
      'javascript:alert(1)',
      '  javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil/x',
      ' //evil/x',
      '/\\evil/x',
      'not a url',
    ];
    expect(refused.map(safeUrl)).toEqual(refused.map(() => null));
  });
});
