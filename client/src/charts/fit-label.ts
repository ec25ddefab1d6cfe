// A chart's category name fitted to the room its category has (issue 33, defects 6 and 7): wrapped on words (on
// characters for Chinese, which has no spaces) into at most `maxLines` lines, the last one ended with an ellipsis when
// the name does not fit whole. The width of a text comes from `measure` (the canvas's, or an estimate without one).

export type Measure = (text: string) => number;
export type FittedLabel = { lines: string[]; cut: boolean };

const ELLIPSIS = '…';
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;

const PIECE = /\s+|[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]+/g;

/** Words and the spaces between them apart; a wide (CJK) character is a piece of its own. */
function pieces(text: string): string[] {
  return text.match(PIECE) ?? [];
}

/** A piece too wide for a line alone, in chunks that each fit (at least one character each). */
function split(piece: string, width: number, measure: Measure): string[] {
  const out: string[] = [];
  let cur = '';
  for (const ch of piece) {
    if (cur !== '' && measure(cur + ch) > width) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  if (cur !== '') out.push(cur);
  return out;
}

/** The longest start of `line` that, with an ellipsis, fits `width`. */
function withEllipsis(line: string, width: number, measure: Measure): string {
  let cut = line.trimEnd();
  while (cut.length > 0 && measure(cut + ELLIPSIS) > width) cut = cut.slice(0, -1).trimEnd();
  return cut + ELLIPSIS;
}

/** Lines joined back as the text had them: no space between two wide characters. */
function joinLines(lines: string[]): string {
  return lines.reduce(
    (all, l) => (all === '' ? l : WIDE.test(all.slice(-1)) && WIDE.test(l[0]) ? all + l : `${all} ${l}`),
    '',
  );
}

export function fitLabel(text: string, width: number, measure: Measure, maxLines = 2): FittedLabel {
  const whole = text.replace(/\s+/g, ' ').trim();
  if (whole === '') return { lines: [], cut: false };
  if (measure(whole) <= width) return { lines: [whole], cut: false };
  const lines: string[] = [];
  let cur = '';
  const flush = () => {
    if (cur.trim() !== '') lines.push(cur.trim());
    cur = '';
  };
  for (const piece of pieces(whole)) {
    if (piece.trim() === '') {
      if (cur !== '') cur += ' ';
      continue;
    }
    if (measure(cur + piece) <= width) {
      cur += piece;
      continue;
    }
    flush();
    const chunks = measure(piece) > width ? split(piece, width, measure) : [piece];
    lines.push(...chunks.slice(0, -1));
    cur = chunks[chunks.length - 1];
  }
  flush();
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines - 1);
  kept.push(withEllipsis(joinLines(lines.slice(maxLines - 1)), width, measure));
  return { lines: kept, cut: true };
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of a text in a CSS font (`600 14px sans-serif`), from a canvas; without one (tests) an estimate. */
export function measureFont(font: string): Measure {
  if (canvas === undefined) {
    try {
      // jsdom (the screens' unit tests) has no canvas and says so on every call
      const layout = typeof document !== 'undefined' && !/jsdom/.test(navigator.userAgent);
      canvas = layout ? document.createElement('canvas').getContext('2d') : null;
    } catch {
      canvas = null;
    }
  }
  const ctx = canvas;
  if (ctx)
    return (text) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    };
  const px = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 14);
  return (text) => [...text].reduce((w, ch) => w + (WIDE.test(ch) ? 1 : 0.6) * px, 0);
}

/** The width of a text in `fontPx` of a font family: 0.6 em a character and 1 em a wide one without a canvas. */
export function measureIn(fontPx: number, family: string): Measure {
  return measureFont(`${fontPx}px ${family}`);
}
