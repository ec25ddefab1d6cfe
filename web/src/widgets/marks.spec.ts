/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { act, render, screen } from '@testing-library/react';
import { i18n } from './test-setup';
import { CheckTick } from './CheckTick';
import { Stamp } from './Stamp';
import { TEXT_TONES, TextTone } from './TextTone';

describe('Stamp', () => {
  it('reads Audited / Discarded in English, rotated', () => {
    render(h('div', null, h(Stamp, { kind: 'audited' }), h(Stamp, { kind: 'discarded' })));
    expect(screen.getByText('Audited').style.transform).toContain('rotate');
    expect(screen.getByText('Discarded')).toBeTruthy();
  });

  it('reads 已审核 / 已作废 in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    try {
      render(h('div', null, h(Stamp, { kind: 'audited' }), h(Stamp, { kind: 'discarded' })));
      expect(screen.getByText('已审核')).toBeTruthy();
      expect(screen.getByText('已作废')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

describe('CheckTick', () => {
  it('is a green tick when true and red when false', () => {
    render(h('div', null, h(CheckTick, { value: true }), h(CheckTick, { value: false })));
    const yes = screen.getByRole('img', { name: 'Yes' });
    const no = screen.getByRole('img', { name: 'No' });
    expect(yes.textContent).toBe('✓');
    expect(yes.style.color).not.toBe(no.style.color);
    expect(no.textContent).toBe('✗');
  });
});

describe('TextTone', () => {
  it('renders every tone', () => {
    render(h('div', null, ...TEXT_TONES.map((tone) => h(TextTone, { key: tone, tone, children: tone }))));
    for (const tone of TEXT_TONES) expect(screen.getByText(tone).closest(`[data-tone="${tone}"]`)).toBeTruthy();
  });
});
