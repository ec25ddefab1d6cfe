import { hashMachineSecret, verifyMachineSecret } from './cfx-secret';

describe('machine secrets', () => {
  it('hashes with a fresh salt and verifies only the same secret', async () => {
    const a = await hashMachineSecret('mounter-secret-0001');
    const b = await hashMachineSecret('mounter-secret-0001');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyMachineSecret('mounter-secret-0001', a)).toBe(true);
    expect(await verifyMachineSecret('mounter-secret-0001', b)).toBe(true);
    expect(await verifyMachineSecret('mounter-secret-0002', a)).toBe(false);
    expect(await verifyMachineSecret('', a)).toBe(false);
  });

  it('refuses when nothing is stored or the stored value is not a hash', async () => {
    expect(await verifyMachineSecret('anything', null)).toBe(false);
    expect(await verifyMachineSecret('anything', 'plain-text')).toBe(false);
    expect(await verifyMachineSecret('anything', 'scrypt$x$8$1$AAAA$AAAA')).toBe(false);
  });
});
