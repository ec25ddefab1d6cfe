import { relationsTo } from './fields';

describe(relationsTo.name, () => {
  it('names each relation as its resource, joined through <name>_id', () => {
    expect(relationsTo('product', 'product_line')).toEqual({
      product: { resource: 'product', via: 'product_id' },
      product_line: { resource: 'product_line', via: 'product_line_id' },
    });
  });
});
