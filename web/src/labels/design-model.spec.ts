import { contentField, newElement, readElements, sizeField, usedVariables } from './design-model';

describe('label design model', () => {
  it('makes a default element of each type and names its size and content fields', () => {
    expect(newElement('barcode')).toMatchObject({ symbology: 'code128', data: '${sn}' });
    expect(sizeField(newElement('barcode'))).toBe('height_mm');
    expect(sizeField({ ...newElement('barcode'), symbology: 'qrcode' })).toBe('module_mm');
    expect(sizeField(newElement('text'))).toBe('font_mm');
    expect(contentField(newElement('variable'))).toBe('variable');
    expect(contentField(newElement('line'))).toBeNull();
  });

  it('reads the elements of a stored design and the variables they print', () => {
    const elements = readElements({
      elements: [
        { type: 'text', x: 1, y: 1, text: '${product.fname} ${ sn }' },
        { type: 'variable', x: 1, y: 1, variable: 'worder.fbillno' },
        { type: 'barcode', x: 1, y: 1, data: '${sn}' },
        { type: 'circle', x: 1, y: 1 },
      ],
    });
    expect(elements).toHaveLength(3);
    expect(usedVariables(elements)).toEqual(['product.fname', 'sn', 'worder.fbillno']);
    expect(readElements(null)).toEqual([]);
  });
});
