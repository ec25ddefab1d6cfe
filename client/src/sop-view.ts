import { safeUrl } from './safe-url';

// How a station's work instruction (001 §4: url, image, text or file) is shown, decided once for the back office's
// station workspace and the kanban's station_sop screen; each app draws the answer with its own widgets.

export type SopType = 'url' | 'image' | 'text' | 'file';

/** A framed instruction's attributes: its own scripts may run, nothing in it may navigate the app. */
export const sopFrameAttrs = (url: string, title: string) => ({
  src: url,
  title,
  sandbox: 'allow-same-origin allow-scripts',
});

/** A file instruction's link: a new tab, with no handle back on the app. */
export const sopLinkAttrs = (url: string) => ({ href: url, target: '_blank', rel: 'noreferrer' });

export type SopView =
  { kind: 'text'; text: string } | { kind: 'badLink' } | { kind: 'image' | 'frame' | 'file'; url: string };

/**
 * Text stays text; any other kind needs a safe address (else `badLink`). `pdfInFrame` frames a .pdf file too (the
 * kanban's wall screens cannot open a download).
 */
export function sopView(type: SopType, content: string, options: { pdfInFrame?: boolean } = {}): SopView {
  if (type === 'text') return { kind: 'text', text: content };
  const url = safeUrl(content);
  if (!url) return { kind: 'badLink' };
  if (type === 'image') return { kind: 'image', url };
  if (type === 'url' || (options.pdfInFrame === true && /\.pdf(\?|$)/i.test(url))) return { kind: 'frame', url };
  return { kind: 'file', url };
}
