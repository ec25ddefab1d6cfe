// Text cut to fit its box (an ellipsis, a clamped line) shows its whole value as a tooltip when the pointer or the
// focus reaches it, in both apps (issue 33, defect 6). One listener on the document, installed once at start: every
// screen gets it, the ones written later too, without each cell asking for a title of its own.

/** The attribute that marks a title this module set (and may take away again). */
const MARK = 'data-cut-title';
/** How far up from the element under the pointer a cut box is looked for (a link or icon inside a cell). */
const DEPTH = 4;

const HIDES = new Set(['hidden', 'clip']);

/**
 * Whether an element cuts its text: a line ended with an ellipsis (or kept on one line) that is wider than its box, or
 * lines clamped to fewer than it has. A box that scrolls (overflow auto) cuts nothing: its content can be reached.
 */
export function isCut(el: Element): boolean {
  if (!(el instanceof HTMLElement)) return false;
  const style = getComputedStyle(el);
  const oneLine = style.textOverflow === 'ellipsis' || style.whiteSpace === 'nowrap';
  const wide = HIDES.has(style.overflowX) && oneLine && el.scrollWidth > el.clientWidth + 1;
  const clamped = style.getPropertyValue('-webkit-line-clamp');
  const tall =
    HIDES.has(style.overflowY) && clamped !== '' && clamped !== 'none' && el.scrollHeight > el.clientHeight + 1;
  return wide || tall;
}

/** The whole text of an element, on one line. */
export function wholeText(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Gives the cut boxes from `target` up its parents their whole text as a title; takes back a title it gave to a box no
 * longer cut. A title the screen set itself is left alone.
 */
export function titleCutText(target: Element | null): void {
  let el: Element | null = target;
  for (let i = 0; el && i < DEPTH; i++, el = el.parentElement) {
    const ours = el.hasAttribute(MARK);
    if (el.hasAttribute('title') && !ours) continue;
    const text = wholeText(el);
    if (text !== '' && isCut(el)) {
      el.setAttribute('title', text);
      el.setAttribute(MARK, '');
    } else if (ours) {
      el.removeAttribute('title');
      el.removeAttribute(MARK);
    }
  }
}

/** Installs the listener once per document (pointer and keyboard focus); answers how to remove it. */
export function showCutTextOnHover(doc: Document = document): () => void {
  const on = (e: Event) => titleCutText(e.target instanceof Element ? e.target : null);
  doc.addEventListener('pointerover', on, true);
  doc.addEventListener('focusin', on, true);
  return () => {
    doc.removeEventListener('pointerover', on, true);
    doc.removeEventListener('focusin', on, true);
  };
}
