import { verdictOf } from './verdict';
describe('verdictOf', () => {
  it('maps the scan form messages and the preparation refusals to keys with their codes', () => {
    expect(verdictOf(904, 'no such batch X-1', 'X-1')).toMatchObject({
      key: 'verdict.noBatch',
      params: { code: 'X-1' },
    });
    expect(verdictOf(400, 'icitem_fnumber: material code does not match the batch', 'R1').key).toBe('verdict.material');
    expect(verdictOf(400, 'barcode: reel R1 is already prepared in MP-9', 'R1')).toMatchObject({
      key: 'verdict.elsewhere',
      params: { code: 'R1', doc: 'MP-9' },
    });
    expect(verdictOf(400, 'id: material preparation MP-9 is finished', 'R1')).toEqual({
      key: null,
      text: 'material preparation MP-9 is finished',
      params: {},
    });
  });
});
