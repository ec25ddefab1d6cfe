import { darkRects, hrtText, type LabelLayout, type LaidText } from './label-layout';

// The back office's preview: an SVG of the whole label in dots (viewBox) at its size in millimetres, drawn from the
// same layout as the ZPL and the PDF. Vector, so it is sharp at any zoom; small and fast to make on every change.

const FONT = "font-family=\"Helvetica, Arial, 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', sans-serif\"";

export function toSvg(layout: LabelLayout, widthMm: number, heightMm: number): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `<rect x="0" y="0" width="${layout.width}" height="${layout.height}" fill="#fff"/>`,
  ];
  for (const item of layout.items) {
    if (item.kind === 'text') parts.push(svgText(item));
    else if (item.kind === 'rect') {
      const t = Math.min(item.thickness, item.w, item.h);
      parts.push(
        t * 2 >= Math.min(item.w, item.h)
          ? `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" fill="#000"/>`
          : `<rect x="${item.x + t / 2}" y="${item.y + t / 2}" width="${item.w - t}" height="${item.h - t}" fill="none" stroke="#000" stroke-width="${t}"/>`,
      );
    } else {
      const d = darkRects(item)
        .map((r) => `M${r.x} ${r.y}h${r.w}v${r.h}h${-r.w}z`)
        .join('');
      parts.push(`<path d="${d}" fill="#000"/>`);
      if (item.kind === 'code128' && item.hrt) {
        const t = hrtText(item, layout.dpi);
        parts.push(
          `<text x="${t.centre}" y="${t.y}" font-size="${t.height}" text-anchor="middle" dominant-baseline="hanging" ${FONT}>${escapeXml(t.text)}</text>`,
        );
      }
    }
  }
  parts.push('</svg>');
  return parts.join('\n');
}

// The rotated text's box starts at (x, y) as ^FO places it: 90 turns about the corner shifted by the height, 180 and
// 270 anchor the text's end so no width needs measuring.
function svgText(t: LaidText): string {
  const shift: Record<number, [number, number, string]> = {
    0: [0, 0, 'start'],
    90: [t.height, 0, 'start'],
    180: [0, t.height, 'end'],
    270: [0, 0, 'end'],
  };
  const [dx, dy, anchor] = shift[t.rotation];
  const transform = `translate(${t.x + dx} ${t.y + dy})${t.rotation ? ` rotate(${t.rotation})` : ''}`;
  return `<text transform="${transform}" font-size="${t.height}" font-weight="${t.bold ? 'bold' : 'normal'}" text-anchor="${anchor}" dominant-baseline="hanging" ${FONT}>${escapeXml(t.text)}</text>`;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
