/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { showCutTextOnHover, titleCutText } from './cut-text';

// jsdom lays nothing out: a box's sizes are given here as a browser would measure them
function box(text: string, sizes: { scrollWidth: number; clientWidth: number }, title?: string): HTMLElement {
  const el = document.createElement('span');
  el.textContent = text;
  el.style.overflowX = 'hidden'; // jsdom does not expand the shorthand
  el.style.overflowY = 'hidden';
  el.style.textOverflow = 'ellipsis';
  el.style.whiteSpace = 'nowrap';
  if (title) el.title = title;
  for (const [k, v] of Object.entries(sizes)) Object.defineProperty(el, k, { value: v, configurable: true });
  document.body.append(el);
  return el;
}

describe('titleCutText', () => {
  it('gives a cut box its whole text as a tooltip, and takes it back once the box holds it', () => {
    const el = box('Real-client  gateway board', { scrollWidth: 300, clientWidth: 120 });
    titleCutText(el);
    expect(el.title).toBe('Real-client gateway board');
    Object.defineProperty(el, 'clientWidth', { value: 320, configurable: true });
    titleCutText(el);
    expect(el.hasAttribute('title')).toBe(false);
  });

  it('leaves a box that fits, and a title the screen set, alone', () => {
    const fits = box('MMI test', { scrollWidth: 80, clientWidth: 120 });
    titleCutText(fits);
    expect(fits.hasAttribute('title')).toBe(false);
    const own = box('WO-DEMO-0001', { scrollWidth: 300, clientWidth: 120 }, 'the order');
    titleCutText(own);
    expect(own.title).toBe('the order');
  });

  it('looks from what the pointer is on up to the box that cuts (a link in a cell)', () => {
    const cell = box('', { scrollWidth: 300, clientWidth: 120 });
    const link = document.createElement('a');
    link.textContent = 'R0402B-20261129-000007-001';
    cell.append(link);
    const remove = showCutTextOnHover(document);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    remove();
    expect(cell.title).toBe('R0402B-20261129-000007-001');
  });
});
