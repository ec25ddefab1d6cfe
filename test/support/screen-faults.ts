import type { Page } from 'playwright-core';

// What a user should never meet on a screen (issue 33's walk): a record shown by its id where people expect a name
// or number, an enum or function code where a label belongs, a value cut short with no tooltip to read it whole, an
// error toast. The page hands over what it shows (`collect`, run in the browser); the rules below judge it in node,
// so they are unit-tested (screen-faults.spec.ts) apart from any browser.

/** one piece of text as shown: its own text, what names it (a column header, a description's label), its fit */
export type Shown = {
  text: string;
  /** the column header or description label it sits under ('' when none) */
  label: string;
  /** wider than its box and clipped (an ellipsis or hidden overflow) */
  cut: boolean;
  /** the whole value is offered another way: a title, a tooltip trigger, an aria-label */
  whole: boolean;
};

export type Fault = { kind: 'raw_id' | 'code' | 'cut' | 'error_toast' | 'broken'; text: string; label?: string };

// words that say a value names another record (both languages); a bare number under them is an id
const REFERENCE =
  /\b(order|document|station|line|material|device|box|pallet|place|warehouse|supplier|customer|product|user|operator|plan|reel|source)\b|工单|单据|工站|工位|产线|线体|物料|设备|箱|栈板|库位|仓库|供应商|客户|产品|用户|操作员|计划|料盘|来源/i;
// ...unless the label says it counts or measures
const MEASURE =
  /qty|quantity|count|total|rate|yield|level|seq|slot|times|hours|minutes|days|days|%|\bno\.|position|数|率|合计|序|站位|次|时|天|级|位置/i;

const UPPER_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
// snake_case, alone or joined by slashes (`line/smt_order/package_list`)
const SNAKE_CODE = /^(?=[^ ]*_)[a-z][a-z0-9_]*(?:\/[a-z][a-z0-9_]*)*$/;
// lowercase codes of this project's enums that read like words to a pattern (picking rules)
const WORD_CODES = new Set(['fefo', 'fifo', 'lifo']);

/** the faults of what a screen shows; `broken`: the screens that failed to load or said "not available" */
export function faultsOf(shown: readonly Shown[], toasts: readonly string[], broken: readonly string[] = []): Fault[] {
  const out: Fault[] = [
    ...broken.map((text) => ({ kind: 'broken' as const, text })),
    ...toasts.map((text) => ({ kind: 'error_toast' as const, text })),
  ];
  for (const s of shown) {
    const text = s.text.trim();
    if (text === '') continue;
    if (UPPER_CODE.test(text) || SNAKE_CODE.test(text) || WORD_CODES.has(text)) out.push({ kind: 'code', text });
    const labelled = /^(.{1,40}?)\s*[:：]\s*#?(\d{1,9})$/.exec(text);
    const label = labelled ? labelled[1] : s.label;
    const value = labelled ? labelled[2] : text;
    if (/^#\d{1,9}$/.test(text) || (/^#?\d{1,9}$/.test(value) && REFERENCE.test(label) && !MEASURE.test(label)))
      out.push({ kind: 'raw_id', text, label });
    if (s.cut && !s.whole) out.push({ kind: 'cut', text, label: s.label });
  }
  return out;
}

/** Runs in the page: every visible element whose own text is a value, with its label and whether it fits. */
function collectInPage(): Shown[] {
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  const labelOf = (el: Element): string => {
    const cell = el.closest('td');
    if (cell) {
      const table = cell.closest('table');
      const index = (cell as HTMLTableCellElement).cellIndex;
      const root = table?.closest('.ant-table') ?? table;
      const th = root?.querySelectorAll('thead th')[index];
      return th?.textContent?.trim() ?? '';
    }
    const item = el.closest('.ant-descriptions-item, .ant-descriptions-row, tr');
    const label = item?.querySelector('.ant-descriptions-item-label, th');
    return label && !label.contains(el) ? (label.textContent?.trim() ?? '') : '';
  };
  const offersWhole = (el: Element): boolean => {
    for (let e: Element | null = el, i = 0; e && i < 4; e = e.parentElement, i++) {
      if (e.getAttribute('title') || e.getAttribute('aria-label') || e.getAttribute('data-whole')) return true;
      if (e.classList.contains('ant-typography-ellipsis') || e.hasAttribute('aria-describedby')) return true;
    }
    // or the one element inside carries the whole text as its title (a linked reference in a clipped cell)
    const text = (el.textContent ?? '').trim();
    return Array.from(el.querySelectorAll('[title]')).some((e) => e.getAttribute('title')?.trim() === text);
  };
  // clipped: it clips (an ellipsis or hidden overflow) and its text is wider than its content box, measured on the
  // text itself (scrollWidth counts padding and a child's margins, and rounds)
  const isCut = (el: Element): boolean => {
    const cs = getComputedStyle(el);
    const clips = cs.textOverflow === 'ellipsis' || cs.overflow === 'hidden' || cs.overflowX === 'hidden';
    if (!clips || el.scrollWidth <= el.clientWidth || (el as HTMLElement).offsetParent === null) return false;
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = el.getBoundingClientRect();
    const inner = box.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    return range.getBoundingClientRect().width > inner + 2;
  };
  const out: Shown[] = [];
  const skip = 'script, style, input, textarea, select, code, pre, [contenteditable], .ant-select-selection-search';
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest(skip) || el.closest('[data-walk-skip]')) continue;
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    const cut = isCut(el);
    if ((own === '' && !cut) || !visible(el)) continue;
    // as a user would: the pointer over it (the apps title a cut box on hover, client/src/cut-text.ts)
    if (cut && !offersWhole(el)) el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    out.push({ text: own || (el.textContent ?? '').trim(), label: labelOf(el), cut, whole: cut && offersWhole(el) });
  }
  return out;
}

/** The faults the page shows now, with the error toasts WALK_INIT_SCRIPT saw since the last call. */
export async function screenFaults(page: Page): Promise<Fault[]> {
  // a function handed to the page carries the names esbuild (tsx) keeps with `__name(...)`: given one there
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  const shown = await page.evaluate(collectInPage);
  const toasts = await page.evaluate(() => {
    const w = window as unknown as { __walk?: { errors: string[] } };
    return w.__walk?.errors.splice(0) ?? [];
  });
  // a screen that failed (the back office's load-failed and not-available panels, the boards' error panel)
  const broken = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-testid="screen-load-failed"], [data-testid="not-available"], .panel--error'),
    ).map((e) => (e.textContent ?? '').trim().slice(0, 120)),
  );
  return faultsOf(shown, toasts, broken);
}
