/** @jest-environment jsdom */
import '../widgets/test-setup';
import { createElement as h } from 'react';
import { render, screen } from '@testing-library/react';
import type { ReportAnswer } from './work.types';
import { VerdictPanel } from './VerdictPanel';

const answer = (over: Partial<ReportAnswer>): ReportAnswer => ({
  station_log_id: 1,
  sn: 'SN1',
  worder_id: 1,
  station_id: 2,
  result: 2,
  verdict: 'fail',
  next_station: null,
  done: false,
  repeated: false,
  ...over,
});

describe('VerdictPanel', () => {
  it('names the test items judged out of their limits under a FAIL', () => {
    render(
      h(VerdictPanel, {
        verdict: {
          kind: 'verdict',
          key: 'k',
          sn: 'SN1',
          text: 'SN1',
          answer: answer({
            reported_result: 1,
            failed_items: [
              {
                name: 'VBAT',
                code: 'VBAT',
                value: '4.5',
                lower: 3.6,
                upper: 4.2,
                expected: null,
                unit: 'V',
                reason: 'above',
              },
              {
                name: 'FW',
                code: 'FW',
                value: '',
                lower: null,
                upper: null,
                expected: 'v1',
                unit: '',
                reason: 'missing',
              },
            ],
          }),
        },
      }),
    );
    expect(screen.getByTestId('work-verdict-items').textContent).toBe(
      'Test items out of their limits: VBAT 4.5 (above 4.2 V); FW (missing)',
    );
  });

  it('shows no item line for an answer without failed items (or stored before limits existed)', () => {
    render(h(VerdictPanel, { verdict: { kind: 'verdict', key: 'k', sn: 'SN1', text: 'SN1', answer: answer({}) } }));
    expect(screen.queryByTestId('work-verdict-items')).toBeNull();
  });
});
