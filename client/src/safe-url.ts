/**
 * Only http(s) and same-origin paths go into a frame, an image or a link: never javascript:, data: or
 * protocol-relative ('//evil') addresses. Surrounding blanks are cut first, so ' javascript:…' cannot slip through.
 */
export function safeUrl(u: string): string | null {
  const text = u.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
