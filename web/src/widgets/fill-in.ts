import { FILL_IN_BOX_DEFAULT_TRIM, type FillInBoxTrim } from '@mes/contracts';

// Text handling of the fill-in box (000 §2, §9): split by line breaks, then trim blank lines.

/** 'top' and 'bottom' trim leading or trailing blank lines; 'all' removes every blank line. */
export type FillInTrim = FillInBoxTrim | 'all';
export const FILL_IN_TRIMS: readonly FillInTrim[] = ['top', 'bottom', 'all'];
export const DEFAULT_FILL_IN_TRIMS: readonly FillInTrim[] = [FILL_IN_BOX_DEFAULT_TRIM];

const isBlank = (line: string) => line.trim() === '';

/** Lines of the text; \r\n, \r and \n all break a line. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function trimTopBlankLines(lines: readonly string[]): string[] {
  const first = lines.findIndex((l) => !isBlank(l));
  return first === -1 ? [] : lines.slice(first);
}

export function trimBottomBlankLines(lines: readonly string[]): string[] {
  let end = lines.length;
  while (end > 0 && isBlank(lines[end - 1])) end--;
  return lines.slice(0, end);
}

export function removeBlankLines(lines: readonly string[]): string[] {
  return lines.filter((l) => !isBlank(l));
}

/** The lines after the chosen trims. */
export function applyTrims(lines: readonly string[], trims: readonly FillInTrim[]): string[] {
  if (trims.includes('all')) return removeBlankLines(lines);
  let out = lines.slice();
  if (trims.includes('top')) out = trimTopBlankLines(out);
  if (trims.includes('bottom')) out = trimBottomBlankLines(out);
  return out;
}

/** What the box hands out for a text: split, then trimmed (trim bottom by default). */
export function fillInLines(text: string, trims: readonly FillInTrim[] = DEFAULT_FILL_IN_TRIMS): string[] {
  return applyTrims(splitLines(text), trims);
}
