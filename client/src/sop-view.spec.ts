import { describe, expect, it } from '@jest/globals';
import { sopFrameAttrs, sopLinkAttrs, sopView } from './sop-view';

describe(sopView.name, () => {
  it('keeps text as text, whatever it holds', () => {
    expect(sopView('text', 'javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
  });

  it('refuses an unsafe address for every other kind', () => {
    for (const type of ['url', 'image', 'file'] as const)
      expect(sopView(type, 'javascript:alert(1)')).toEqual({ kind: 'badLink' });
  });

  it('shows an image, frames a url and links a file', () => {
    expect(sopView('image', '/f/a.png')).toEqual({ kind: 'image', url: '/f/a.png' });
    expect(sopView('url', 'https://wiki/sop')).toEqual({ kind: 'frame', url: 'https://wiki/sop' });
    expect(sopView('file', '/f/a.pdf')).toEqual({ kind: 'file', url: '/f/a.pdf' });
  });

  it('frames a pdf file only when asked', () => {
    expect(sopView('file', '/f/a.pdf?v=2', { pdfInFrame: true })).toEqual({ kind: 'frame', url: '/f/a.pdf?v=2' });
    expect(sopView('file', '/f/a.docx', { pdfInFrame: true })).toEqual({ kind: 'file', url: '/f/a.docx' });
  });

  it('frames in a sandbox and links to a new tab without a handle back', () => {
    expect(sopFrameAttrs('/f/a', 'A')).toEqual({ src: '/f/a', title: 'A', sandbox: 'allow-same-origin allow-scripts' });
    expect(sopLinkAttrs('/f/a')).toEqual({ href: '/f/a', target: '_blank', rel: 'noreferrer' });
  });
});
