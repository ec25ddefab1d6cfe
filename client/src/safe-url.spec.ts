import { describe, expect, it } from '@jest/globals';
import { safeUrl } from './safe-url';

describe(safeUrl.name, () => {
  it('keeps http(s) addresses and same-origin paths', () => {
    expect(safeUrl('/files/a.pdf')).toBe('/files/a.pdf');
    expect(safeUrl('https://wiki/sop')).toBe('https://wiki/sop');
    expect(safeUrl('  http://wiki/sop  ')).toBe('http://wiki/sop');
    expect(safeUrl(' /files/a.png ')).toBe('/files/a.png');
  });

  it('refuses script, data and protocol-relative addresses, even behind blanks', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('  javascript:alert(1)')).toBeNull();
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(safeUrl('//evil/x')).toBeNull();
    expect(safeUrl(' //evil/x')).toBeNull();
    expect(safeUrl('/\\evil/x')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
  });
});
