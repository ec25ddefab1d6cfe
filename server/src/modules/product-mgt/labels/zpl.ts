import type { LabelLayout, LaidItem, LaidText } from './label-layout';

// ZPL II of a laid-out label (docs/labels-packaging.md, "ZPL"): ^PW/^LL in dots, each item at ^FO in dots, texts in the
// scalable font 0 (^A0, UTF-8 through ^CI28), Code 128 (^BY + ^BC, automatic subsets), QR (^BQ, error correction M),
// Data Matrix (^BX, ECC 200) and boxes and lines (^GB). Bold text is struck twice, one dot apart: font 0 has no bold.

const ORIENTATION: Record<number, string> = { 0: 'N', 90: 'R', 180: 'I', 270: 'B' };

export function toZpl(layout: LabelLayout, copies = 1): string {
  const out = ['^XA', '^CI28', `^PW${layout.width}`, `^LL${layout.height}`, '^LH0,0'];
  for (const item of layout.items) out.push(...zplItem(item));
  if (copies > 1) out.push(`^PQ${copies}`);
  out.push('^XZ');
  return `${out.join('\n')}\n`;
}

function zplItem(item: LaidItem): string[] {
  switch (item.kind) {
    case 'text':
      return item.bold ? [zplText(item, 0), zplText(item, 1)] : [zplText(item, 0)];
    case 'code128':
      return [
        `^FO${item.x},${item.y}^BY${item.module}^BCN,${item.height},${item.hrt ? 'Y' : 'N'},N,N,A${field(item.data)}`,
      ];
    case 'qrcode':
      // ^BQ draws from ^FO; magnification is the cell size in dots (1 to 10).
      return [`^FO${item.x},${item.y}^BQN,2,${Math.min(10, item.module)}${field(`MA,${item.data}`)}`];
    case 'datamatrix':
      return [`^FO${item.x},${item.y}^BXN,${item.module},200${field(item.data)}`];
    case 'rect':
      return [`^FO${item.x},${item.y}^GB${item.w},${item.h},${Math.min(item.thickness, item.w, item.h)}^FS`];
  }
}

function zplText(t: LaidText, dx: number): string {
  return `^FO${t.x + dx},${t.y}^A0${ORIENTATION[t.rotation]},${t.height},${t.height}${field(t.text)}`;
}

/** ^FD…^FS; ^ and ~ (command prefixes) and _ go hex-escaped under ^FH. */
function field(data: string): string {
  if (!/[\^~_]/.test(data)) return `^FD${data}^FS`;
  const hex = (c: string) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  return `^FH^FD${data.replace(/[\^~_]/g, hex)}^FS`;
}
