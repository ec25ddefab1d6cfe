import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type GrayImage = { width: number; height: number; pixels: Uint8Array };

/**
 * A PDF's first page through pdftoppm at `dpi`: a PNG kept under test-results/ (to look at) and the grey pixels
 * (read from pdftoppm's PGM) to assert on.
 */
export function rasterise(pdf: Buffer, dpi: number, keepAs: string): GrayImage {
  const dir = mkdtempSync(join(tmpdir(), 'label-'));
  const file = join(dir, 'label.pdf');
  writeFileSync(file, pdf);
  const kept = join('test-results', keepAs);
  mkdirSync(dirname(kept), { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, kept]);
  execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-singlefile', file, join(dir, 'page')]);
  const pgm = readdirSync(dir).find((f) => f.endsWith('.pgm'));
  if (!pgm) throw new Error('pdftoppm wrote no PGM');
  return readPgm(readFileSync(join(dir, pgm)));
}

// binary PGM (P5): "P5 <w> <h> <max>\n" then one byte per pixel
function readPgm(b: Buffer): GrayImage {
  const head: string[] = [];
  let i = 0;
  while (head.length < 4) {
    while (/\s/.test(String.fromCharCode(b[i]))) i++;
    let tok = '';
    while (!/\s/.test(String.fromCharCode(b[i]))) tok += String.fromCharCode(b[i++]);
    head.push(tok);
  }
  if (head[0] !== 'P5') throw new Error(`not a binary PGM: ${head[0]}`);
  const [width, height] = [Number(head[1]), Number(head[2])];
  return { width, height, pixels: new Uint8Array(b.subarray(i + 1, i + 1 + width * height)) };
}

/** the share of dark pixels (below 128) in a rectangle of the image, in pixels. */
export function darkShare(img: GrayImage, x: number, y: number, w: number, h: number): number {
  let dark = 0;
  let all = 0;
  for (let r = Math.max(0, y); r < Math.min(img.height, y + h); r++)
    for (let c = Math.max(0, x); c < Math.min(img.width, x + w); c++) {
      all++;
      if (img.pixels[r * img.width + c] < 128) dark++;
    }
  return all === 0 ? 0 : dark / all;
}

/** how many times the row switches between dark and light inside [x, x + w): a barcode's edges. */
export function edgesInRow(img: GrayImage, y: number, x: number, w: number): number {
  let edges = 0;
  let prev = img.pixels[y * img.width + x] < 128;
  for (let c = x + 1; c < Math.min(img.width, x + w); c++) {
    const d = img.pixels[y * img.width + c] < 128;
    if (d !== prev) edges++;
    prev = d;
  }
  return edges;
}
