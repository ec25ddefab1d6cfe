import { checkDesign } from '../../server/src/modules/product-mgt/labels/label-design.check';
import type { LabelDesign } from '../../server/src/modules/product-mgt/labels/label-design.types';
import { layLabel } from '../../server/src/modules/product-mgt/labels/label-layout';
import { sampleValues } from '../../server/src/modules/product-mgt/labels/label-variables';
import { toPdf } from '../../server/src/modules/product-mgt/labels/pdf';
import { toSvg } from '../../server/src/modules/product-mgt/labels/svg';
import { toZpl } from '../../server/src/modules/product-mgt/labels/zpl';

// Label rendering at line speed (issue 14): one typical SN label (60 x 40 mm, 203 dpi: two texts, the order number,
// the SN as Code 128 and as QR, a line and a frame) rendered again and again with a new SN each time, in this process,
// for a fixed time per output. Each label is laid out (variables filled, barcodes encoded) and written in full, as
// label_design/render does after reading the design; the HTTP call and the database read are not counted.

const SIZE = { width_mm: 60, height_mm: 40 };
const ELEMENTS = {
  elements: [
    { type: 'text', x: 3, y: 2.5, text: '${product.fnumber} ${product.fname}', font_mm: 3, bold: true },
    { type: 'variable', x: 3, y: 7, variable: 'worder.fbillno', prefix: 'WO ', font_mm: 2.5 },
    { type: 'barcode', x: 3, y: 12, symbology: 'code128', data: '${sn}', module_mm: 0.25, height_mm: 10 },
    { type: 'barcode', x: 42, y: 3, symbology: 'qrcode', data: '${sn}', module_mm: 0.5 },
    { type: 'text', x: 3, y: 31, text: '${date} ${time}', font_mm: 2.5 },
    { type: 'line', x: 2, y: 29, length_mm: 56, thickness_mm: 0.3 },
    { type: 'box', x: 1, y: 1, w: 58, h: 38, thickness_mm: 0.4 },
  ],
};

type Output = { name: string; render: (design: LabelDesign, sn: string) => Promise<number> };

const base = sampleValues();
const values = (sn: string) => ({ ...base, sn });

const OUTPUTS: Output[] = [
  { name: 'ZPL', render: async (d, sn) => toZpl(layLabel(d, values(sn))).length },
  { name: 'PDF (pdfkit)', render: async (d, sn) => (await toPdf(layLabel(d, values(sn)))).length },
  {
    name: 'SVG preview',
    render: async (d, sn) => toSvg(layLabel(d, values(sn)), SIZE.width_mm, SIZE.height_mm).length,
  },
];

export const benchmark = {
  id: 'labels',
  title: 'Label rendering: labels per second to ZPL, PDF and the SVG preview',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const seconds = Math.min(ctx.durationS ?? 5, 10);
    const design: LabelDesign = { ...SIZE, dpi: 203, ...checkDesign(ELEMENTS, SIZE) };
    const rows: string[][] = [];
    const json: Record<string, number> = {};
    for (const out of OUTPUTS) {
      // warm-up: the first PDF loads the standard fonts' metrics
      for (let i = 0; i < 20; i++) await out.render(design, `SN25${String(i).padStart(6, '0')}`);
      let n = 0;
      let bytes = 0;
      const start = process.hrtime.bigint();
      const end = start + BigInt(seconds * 1e9);
      while (process.hrtime.bigint() < end) {
        bytes += await out.render(design, `SN25${String(n % 1_000_000).padStart(6, '0')}`);
        n++;
      }
      const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
      const perSecond = n / elapsed;
      ctx.log(`${out.name}: ${n} labels in ${elapsed.toFixed(1)} s`);
      rows.push([
        out.name,
        String(n),
        elapsed.toFixed(1),
        perSecond.toFixed(0),
        ((elapsed / n) * 1000).toFixed(2),
        String(Math.round(bytes / n)),
      ]);
      json[out.name] = Math.round(perSecond);
    }
    return {
      setup: [
        `One 60 x 40 mm label at 203 dpi (2 texts, a variable, Code 128, QR, a line, a frame), a new SN per label, ${seconds} s per output after 20 warm-up labels, one process on one core`,
      ],
      columns: ['output', 'labels', 'seconds', 'labels/s', 'ms/label', 'bytes/label'],
      rows,
      summary: [
        `A packing line prints about one label a second per printer; ZPL at **${json.ZPL} labels/s** and PDF at **${json['PDF (pdfkit)']} labels/s** leave the rendering far below that.`,
      ],
      json: { labelsPerSecond: json },
    };
  },
};
