// The headers every answer of the hub carries (docs/security.md): pages, API answers, files and static assets alike.
//
// - Content-Security-Policy: scripts only from the hub itself (no inline script, no eval); styles also inline (antd
//   writes its component styles into <style> elements); images and frames also from other http(s) hosts, because a
//   station's SOP is a link an admin enters (a document server's page, PDF or picture); sockets and calls to the hub,
//   and reads of the blob: addresses the page made itself (a label preview, a download).
// - frame-ancestors: the hub's own pages only ('self': a SOP file served by the hub opens in the hub's own frame), plus
//   the origins of MES_FRAME_ANCESTORS for a factory portal that embeds boards. Nobody else may frame a signed-in
//   back office and steer its clicks. X-Frame-Options says the same to browsers without CSP 2.
// - nosniff, a same-origin Referrer-Policy, and HSTS when the request came over TLS (directly or through a trusted
//   proxy that said so).

export type SecurityHeaderOptions = { frameAncestors: readonly string[] };

/** The origins of MES_FRAME_ANCESTORS (space- or comma-separated http(s) origins), or the first bad entry. */
export function parseFrameAncestors(value: string): { origins: string[]; bad: string | null } {
  const origins: string[] = [];
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, ''))
      return { origins, bad: entry };
    origins.push(url.origin);
  }
  return { origins, bad: null };
}

export function securityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  const ancestors = ["'self'", ...opts.frameAncestors].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self' blob:",
    "frame-src 'self' blob: http: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    // only a same-origin frame when other origins are allowed by CSP (X-Frame-Options has no list)
    'x-frame-options': 'SAMEORIGIN',
  };
}

export const HSTS = 'max-age=31536000';
