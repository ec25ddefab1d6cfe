import {
  applyTrims,
  fillInLines,
  removeBlankLines,
  splitLines,
  trimBottomBlankLines,
  trimTopBlankLines,
} from './fill-in';

describe('fill-in', () => {
  describe(splitLines.name, () => {
    it('splits on \\n, \\r\\n and \\r', () => {
      expect(splitLines('a\nb\r\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    });
    it('keeps blank lines', () => {
      expect(splitLines('\na\n\n')).toEqual(['', 'a', '', '']);
    });
  });

  describe(trimTopBlankLines.name, () => {
    it('drops leading blank and whitespace-only lines only', () => {
      expect(trimTopBlankLines(['', '  ', 'a', '', 'b', ''])).toEqual(['a', '', 'b', '']);
    });
    it('gives nothing for all-blank lines', () => {
      expect(trimTopBlankLines(['', ' '])).toEqual([]);
    });
  });

  describe(trimBottomBlankLines.name, () => {
    it('drops trailing blank lines only', () => {
      expect(trimBottomBlankLines(['', 'a', '', 'b', '', '\t'])).toEqual(['', 'a', '', 'b']);
    });
  });

  describe(removeBlankLines.name, () => {
    it('drops every blank line', () => {
      expect(removeBlankLines(['', 'a', ' ', 'b', ''])).toEqual(['a', 'b']);
    });
  });

  describe(applyTrims.name, () => {
    const lines = ['', 'a', '', 'b', ''];
    it('combines top and bottom', () => {
      expect(applyTrims(lines, ['top', 'bottom'])).toEqual(['a', '', 'b']);
    });
    it('lets all win over the others', () => {
      expect(applyTrims(lines, ['top', 'all'])).toEqual(['a', 'b']);
    });
    it('leaves the lines alone without trims', () => {
      expect(applyTrims(lines, [])).toEqual(lines);
    });
  });

  describe(fillInLines.name, () => {
    it('trims the bottom by default', () => {
      expect(fillInLines('\nSN1\nSN2\n\n')).toEqual(['', 'SN1', 'SN2']);
    });
    it('does not trim the values themselves', () => {
      expect(fillInLines(' SN1 \r\nSN2', ['all'])).toEqual([' SN1 ', 'SN2']);
    });
  });
});
