import { parseListFilter } from './list-grammar';
import { planPage } from './list-runner';

const byId = { idSql: 'x.id', sortSql: 'x.id', dir: 'desc' as const };

describe(planPage.name, () => {
  it('pages by offset, clamps ps, and keeps the caller WHERE apart from the keyset', () => {
    expect(planPage(parseListFilter('pn:3 ps:50'), ['x.a = $1'], [7], byId, 20)).toEqual({
      where: ['x.a = $1'],
      params: [7],
      pageWhere: ['x.a = $1'],
      pageParams: [7],
      order: 'x.id desc',
      pn: 3,
      ps: 20,
      offset: 40,
    });
  });

  it('pages after page_next_id in the sort direction, only when sorted by id', () => {
    expect(planPage(parseListFilter('page_next_id:9 pn:4'), [], [], byId, 100)).toMatchObject({
      pageWhere: ['x.id < $1'],
      pageParams: [9],
      offset: 0,
    });
    expect(planPage(parseListFilter('page_next_id:9'), [], [], { ...byId, dir: 'asc' }, 100).pageWhere).toEqual([
      'x.id > $1',
    ]);
    const bySn = { idSql: 'x.id', sortSql: 'x.sn', dir: 'asc' as const };
    expect(planPage(parseListFilter(''), [], [], bySn, 100).order).toBe('x.sn asc, x.id asc');
    expect(() => planPage(parseListFilter('page_next_id:9'), [], [], bySn, 100)).toThrow('needs the list sorted by id');
  });
});
