import { scannerControl, visibleScan } from './scanner-keys';

const key = (k: string, over: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: true,
  altKey: false,
  metaKey: false,
  ...over,
});

describe(scannerControl.name, () => {
  it('turns the control keys a scanner types into the separators', () => {
    expect(scannerControl(key(']'))).toBe('\u001d');
    expect(scannerControl(key('^'))).toBe('\u001e');
    expect(scannerControl(key('6'))).toBe('\u001e');
    expect(scannerControl(key('d'))).toBe('\u0004');
  });
  it('leaves ordinary keys and other shortcuts alone', () => {
    expect(scannerControl(key(']', { ctrlKey: false }))).toBeNull();
    expect(scannerControl(key('c'))).toBeNull();
    expect(scannerControl(key(']', { altKey: true }))).toBeNull();
  });
});

describe(visibleScan.name, () => {
  it('shows the separators by name', () => {
    expect(visibleScan('[)>\u001e06\u001dQ5\u001e\u0004')).toBe('[)><RS>06<GS>Q5<RS><EOT>');
  });
});
