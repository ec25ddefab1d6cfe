import type { AppException } from '../../../core/api/app.exception';
import { checkDesign } from './label-design.check';
import { darkRects, designVariables, layLabel, mmToDots } from './label-layout';
import { sampleValues } from './label-variables';
import { toZpl } from './zpl';

const size = { width_mm: 50, height_mm: 30 };
const refusal = (design: unknown) => {
  try {
    checkDesign(design, size);
    return null;
  } catch (e) {
    return (e as AppException).message;
  }
};

describe('label layout', () => {
  it('turns millimetres into dots at the design resolution', () => {
    expect([mmToDots(25.4, 203), mmToDots(25.4, 300), mmToDots(1, 600), mmToDots(0.25, 203)]).toEqual([
      203, 300, 24, 2,
    ]);
  });

  it('lays one design out once: texts resolved, Code 128 bars summing to its width, QR cells square', () => {
    const design = {
      ...size,
      dpi: 300,
      ...checkDesign(
        {
          elements: [
            { type: 'variable', x: 1, y: 1, variable: 'sn', prefix: 'SN ' },
            { type: 'barcode', x: 2, y: 8, symbology: 'code128', data: '${worder.fbillno}', module_mm: 0.254 },
            { type: 'barcode', x: 30, y: 2, symbology: 'qrcode', data: 'Q', module_mm: 0.5 },
          ],
        },
        size,
      ),
    };
    expect(designVariables(design)).toEqual(['sn', 'worder.fbillno']);
    const layout = layLabel(design, sampleValues());
    expect(layout).toMatchObject({ width: 591, height: 354 });
    expect(layout.items[0]).toMatchObject({ kind: 'text', x: 12, y: 12, text: 'SN SN25000001', height: 35 });
    const bars = layout.items[1];
    if (bars.kind !== 'code128') throw new Error('not code128');
    expect(bars.module).toBe(3);
    const rects = darkRects(bars);
    expect(rects[0].x).toBe(bars.x);
    const last = rects[rects.length - 1];
    expect(last.x + last.w).toBe(bars.x + bars.width);
    const qr = layout.items[2];
    if (qr.kind !== 'qrcode') throw new Error('not qrcode');
    expect([qr.cols, qr.rows]).toEqual([21, 21]);
  });

  it('escapes ZPL command characters in field data', () => {
    const design = {
      ...size,
      dpi: 203,
      ...checkDesign({ elements: [{ type: 'text', x: 0, y: 0, text: 'a^b~c_d' }] }, size),
    };
    expect(toZpl(layLabel(design, {}))).toContain('^FH^FDa_5Eb_7Ec_5Fd^FS');
  });

  it.each([
    [{ elements: [{ type: 'text', x: 1, y: 1 }] }, 'design.elements[0].text: must be a non-empty string'],
    [
      { elements: [{ type: 'text', x: 1, y: 1, text: 'a\nb' }] },
      'design.elements[0].text: must not hold control characters',
    ],
    [
      { elements: [{ type: 'barcode', x: 1, y: 1, symbology: 'qrcode', data: 'x', module_mm: 9 }] },
      'design.elements[0].module_mm: must be from 0.1 to 5 (mm)',
    ],
    [
      { elements: [{ type: 'line', x: 40, y: 1, length_mm: 20 }] },
      'design.elements[0].length_mm: must be from 0.1 to 10 (mm)',
    ],
    [
      { elements: [{ type: 'text', x: 1, y: 1, text: 'a', bold: 'yes' }] },
      'design.elements[0].bold: must be true or false',
    ],
    [{ elements: [], size: 1 }, 'design.size: unknown field'],
  ])('refuses %j', (design, msg) => {
    expect(refusal(design)).toBe(msg);
  });
});
