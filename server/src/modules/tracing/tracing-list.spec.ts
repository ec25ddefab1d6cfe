import { AppException } from '../../core/api/app.exception';
import { stepState } from './product-track';
import { filterDateTime } from '../../core/resource/list-grammar';
import { filtersOf, planList, type ListSpec } from './tracing-list';

const BOOL = { sql: 't.done', kind: 'bool' } as const;

const spec: ListSpec = {
  name: 'thing',
  from: 't',
  countFrom: 't',
  select: 't.id',
  idSql: 't.id',
  timeSql: 't.created_at',
  filters: { ...filtersOf('text', { sn: 't.sn' }), ...filtersOf('int', { station_id: 't.station_id' }), done: BOOL },
  search: ['t.sn', 't.operator'],
  sorts: { id: 't.id', created_at: 't.created_at' },
};

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppException) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

describe(planList.name, () => {
  it('binds every filter, the search and the time range', () => {
    const sut = planList(
      spec,
      'sn:"A 1" station_id:7 done:1 search_key:50% from:"2025-01-01" to:2025-01-02T08:30:00+08:00',
    );
    expect(sut.where).toEqual([
      't.sn = $1',
      't.station_id = $2',
      't.done = $3',
      't.created_at >= $4',
      't.created_at < $5',
      '(t.sn ILIKE $6 OR t.operator ILIKE $6)',
    ]);
    expect(sut.params).toEqual(['A 1', 7, true, '2025-01-01T00:00:00.000Z', '2025-01-02T00:30:00.000Z', '%50\\%%']);
    expect(sut).toMatchObject({ order: 't.id desc', pn: 1, ps: 20, offset: 0 });
  });

  it('pages by keyset after the id, and clamps the page size', () => {
    const sut = planList(spec, 'page_next_id:40 ps:5000 pn:3');
    expect(sut).toMatchObject({ where: [], pageWhere: ['t.id < $1'], pageParams: [40], ps: 1000, offset: 0 });
    expect(planList(spec, 'sort:id-asc page_next_id:40').pageWhere).toEqual(['t.id > $1']);
    expect(planList(spec, 'sort:created-asc pn:2 ps:10')).toMatchObject({
      order: 't.created_at asc, t.id asc',
      offset: 10,
    });
  });

  it.each([
    ['foo:1', /^filter\.foo: unknown field of thing/],
    ['station_id:x', /^filter\.station_id:/],
    ['done:maybe', /^filter\.done:/],
    ['from:yesterday', /^filter\.from: 'yesterday' is not an ISO 8601/],
    ['from:2025-01-01 from:2025-01-02', /^filter\.from: given twice/],
    ['to:1800-01-01', /^filter\.to: .* out of range/],
    ['sort:sn-asc', /^filter\.sort: cannot sort thing by 'sn'/],
    ['sort:created-desc page_next_id:3', /^filter\.page_next_id:/],
    ['has:station', /^filter\.has:/],
    ['checked:true', /^filter\.checked: thing rows are not checked or disabled/],
    ['disabled:0', /^filter\.disabled:/],
  ])('refuses %s naming the token', (filter, message) => {
    expect(refusal(() => planList(spec, filter))).toMatch(message);
  });
});

describe(filterDateTime.name, () => {
  it('reads a date as midnight UTC and a date-time without an offset as UTC', () => {
    expect(filterDateTime('from', '2025-03-04')).toBe('2025-03-04T00:00:00.000Z');
    expect(filterDateTime('from', '2025-03-04 10:20')).toBe('2025-03-04T10:20:00.000Z');
    expect(filterDateTime('from', '2025-03-04T10:20:30.5Z')).toBe('2025-03-04T10:20:30.500Z');
  });
});

describe(stepState.name, () => {
  it('marks steps before the next one passed, it current, the rest pending; a done SN passed everywhere', () => {
    expect([1, 2, 3].map((s) => stepState(s, 2, false))).toEqual(['passed', 'current', 'pending']);
    expect([1, 2, 3].map((s) => stepState(s, 4, true))).toEqual(['passed', 'passed', 'passed']);
  });
});

describe(filtersOf.name, () => {
  it('gives every key its SQL expression and the one kind', () => {
    expect(filtersOf('bool', { done: 't.done', first_pass: 't.first_pass' })).toEqual({
      done: BOOL,
      first_pass: { sql: 't.first_pass', kind: 'bool' },
    });
  });
});
