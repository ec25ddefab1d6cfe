// A keyboard-wedge scanner types a 2D code's separators (ISO/IEC 15434: RS, GS, EOT) as control keys: Ctrl+^ (RS),
// Ctrl+] (GS), Ctrl+D (EOT). A text input drops them, so the receive screen puts the character in itself; scanners set
// to send tokens instead ({GS}, <GS>, ^]) are read by the server (reel-label.ts).
const CONTROL: Record<string, string> = {
  ']': '\u001d',
  '^': '\u001e',
  '6': '\u001e',
  d: '\u0004',
  D: '\u0004',
};

/** The separator a key press stands for, or null for an ordinary key. */
export function scannerControl(e: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean }): string | null {
  if (!e.ctrlKey || e.altKey || e.metaKey) return null;
  return CONTROL[e.key] ?? null;
}

/** What a scan shows in a log line: the separators by name (the control pictures are missing from common fonts). */
export function visibleScan(text: string): string {
  return text.replaceAll('\u001e', '<RS>').replaceAll('\u001d', '<GS>').replaceAll('\u0004', '<EOT>');
}
