import dayjs from 'dayjs';
import { EMPTY, logFilter } from './op-log-filter';
import { changedValues, type SettingGroup } from './settings-api';

describe(logFilter.name, () => {
  it('is empty without filters', () => {
    expect(logFilter(EMPTY)).toBe('');
  });

  it('quotes the texts and turns the dates into a range of whole days', () => {
    const from = dayjs('2026-11-01T15:00:00');
    const to = dayjs('2026-11-02T09:00:00');
    const f = logFilter({
      ...EMPTY,
      user: ' admin ',
      call: 'basicdata/user/create',
      result: 'false',
      range: [from, to],
    });
    expect(f).toBe(
      [
        'user_name:"admin"',
        'path:"basicdata/user/create"',
        'ok:false',
        `created_at:>=${from.startOf('day').toISOString()}`,
        `created_at:<${dayjs('2026-11-03T00:00:00').toISOString()}`,
      ].join(' '),
    );
  });
});

describe(changedValues.name, () => {
  const label = { 'zh-CN': '', 'en-US': '' };
  const groups: SettingGroup[] = [
    {
      name: 'system',
      label,
      settings: [
        { key: 'a', type: 'int', default: 1, value: 1, label, about: label, updated_by: null, updated_at: null },
        { key: 'b', type: 'bool', default: true, value: true, label, about: label, updated_by: null, updated_at: null },
      ],
    },
  ];

  it('keeps only what the form changed', () => {
    expect(changedValues(groups, { a: 1, b: false })).toEqual({ b: false });
    expect(changedValues(groups, { a: 1, b: true })).toEqual({});
  });
});
