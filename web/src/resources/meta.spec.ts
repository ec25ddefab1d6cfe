import { describe, expect, it } from '@jest/globals';
import { parseResources } from './meta';

const label = { 'zh-CN': '明细', 'en-US': 'Entries' };
const field = { type: 'number', label, required: true, readonly: false, search: false };

// A document's description: its entry fields and the kinds of document pushed down from it (the entries panel and
// the push-down buttons read these); a resource without them has neither.
describe('meta/resources of documents', () => {
  it('reads the entries and the push-down kinds of a document', () => {
    const [doc] = parseResources([
      {
        name: 'product_receipt',
        module: 'stock_mgt',
        label,
        actions: ['get'],
        fields: {},
        entries: { label, parent: 'product_receipt_id', max: 1000, fields: { fqty: field, broken: { type: 'nope' } } },
        push_down: [{ target: 'despatch_advice', route: '/stock_mgt/despatch_advice' }, { target: 3 }],
      },
    ]);
    expect(doc.entries).toEqual({
      label,
      parent: 'product_receipt_id',
      max: 1000,
      fields: { fqty: expect.objectContaining({ type: 'number', required: true }) },
    });
    expect(doc.pushDown).toEqual([{ target: 'despatch_advice', route: '/stock_mgt/despatch_advice' }]);
  });

  it('leaves them out of a resource that has none', () => {
    const [plain] = parseResources([
      { name: 'factory', module: 'basicdata', label, actions: [], fields: {}, entries: null, push_down: [] },
    ]);
    expect(plain.entries).toBeUndefined();
    expect(plain.pushDown).toBeUndefined();
  });
});
