import { ApiClient, freshNonce } from '../support/api-client';
import { CALL_OF, demoIds, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Answer = { status: number; err: number; msg: string };

// The input rules of docs/api.md ("Input rules"): text PostgreSQL cannot store, dates it cannot hold or the calendar
// does not have, and deep nesting answer 400 naming the field, on every kind of call; never 500.
describe('input rules', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;

  beforeAll(async () => {
    hub = await startBuiltHub('input', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  // The raw text goes as is: JSON.stringify would write lone surrogates as escapes, which parse back the same.
  const post = async (path: string, body: unknown, raw?: string): Promise<Answer> => {
    const res = await fetch(`${hub.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: raw ?? JSON.stringify(body),
    });
    const parsed = (await res.json()) as { err: number; msg: string };
    return { status: res.status, err: parsed.err, msg: parsed.msg };
  };
  const refused = (msg: string | RegExp) => ({
    status: 200,
    err: 400,
    msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
  });

  describe('NUL characters', () => {
    it('in the login name', async () => {
      const body = { name: 'adm\u0000in', subject: '', nonce: freshNonce(), sign: 'x'.repeat(64) };
      expect(await post('/api/v1/user/login', body)).toEqual(refused('name: contains a NUL character'));
    });

    it('in a list filter and in search_key', async () => {
      expect(await post('/api/v1/basicdata/factory/list', { filter: 'fname:"a\u0000"' })).toEqual(
        refused('filter: contains a NUL character'),
      );
      expect(await post('/api/v1/basicdata/icitem/list', { filter: 'search_key:a\u0000b' })).toEqual(
        refused('filter: contains a NUL character'),
      );
      expect(await post('/api/v1/product_coll/product_item/search_key', { search_key: 'SM\u0000' })).toEqual(
        refused('search_key: contains a NUL character'),
      );
      expect(await post('/api/v1/product_coll/station_log/list', { filter: 'sn:"\u0000"' })).toEqual(
        refused('filter: contains a NUL character'),
      );
    });

    it('in every text of a station report', async () => {
      const base = { sn: ids.sns[0], station_id: ids.stations['ASSY-01-DL'], result: 1, operator: 'op1' };
      const path = CALL_OF['ASSY-01-DL'];
      expect(await post(path, { ...base, sn: 'SM\u0000' })).toEqual(refused('sn: contains a NUL character'));
      expect(await post(path, { ...base, operator: 'op\u0000' })).toEqual(
        refused('operator: contains a NUL character'),
      );
      expect(await post(path, { ...base, test_items: [{ name: 'fw\u0000', value: '1' }] })).toEqual(
        refused('test_items[0].name: contains a NUL character'),
      );
      expect(await post(path, { ...base, idempotency_key: 'k\u0000' })).toEqual(
        refused('idempotency_key: contains a NUL character'),
      );
    });

    it('in the tracing and work-order lookups', async () => {
      expect(await post('/api/v1/product_coll/product_track', { sn: '\u0000' })).toEqual(
        refused('sn: contains a NUL character'),
      );
      expect(await post('/api/v1/product_coll/product_item/find', { sn: 'a\u0000' })).toEqual(
        refused('sn: contains a NUL character'),
      );
      expect(await post('/api/v1/product_mgt/worder/getorder', { fbillno: 'WO\u0000' })).toEqual(
        refused('fbillno: contains a NUL character'),
      );
    });

    it('in a key, and unpaired surrogates anywhere', async () => {
      expect(await post('/api/v1/basicdata/factory/create', { 'fname\u0000': 'x' })).toEqual(
        refused('body: a key holds a NUL character'),
      );
      expect(await post('/api/v1/basicdata/factory/create', null, '{"fnumber":"F1","fname":"a\\ud800"}')).toEqual(
        refused('fname: contains an unpaired UTF-16 surrogate'),
      );
      expect(await post('/api/v1/basicdata/factory/list', null, '{"filter":"fname:\\udc00"}')).toEqual(
        refused('filter: contains an unpaired UTF-16 surrogate'),
      );
    });
  });

  describe('dates', () => {
    let project: number;

    beforeAll(async () => {
      project = (
        await api.ok<{ id: number }>('/api/v1/basicdata/project/create', {
          fnumber: 'P-DATES',
          fname: 'dates',
          start_at: '2025-03-01T08:00:00Z',
        })
      ).id;
    });

    it('outside years 1900..9999 in list filters', async () => {
      for (const raw of ['0000-01-01', '10000-01-01', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
        expect(await post('/api/v1/basicdata/factory/list', { filter: `created_at:"${raw}"` })).toEqual(
          refused(`filter.created_at: '${raw}' is out of range (years 1900 to 9999)`),
        );
        expect(await post('/api/v1/product_coll/station_log/list', { filter: `from:"${raw}"` })).toEqual(
          refused(/^filter\.from: .* out of range/),
        );
      }
      expect(await post('/api/v1/basicdata/project/list', { filter: 'start_at:"2025-02-30"' })).toEqual(
        refused(/^filter\.start_at: '2025-02-30' is not a day of the calendar/),
      );
      expect(
        (await post('/api/v1/basicdata/project/list', { filter: 'start_at:"2025-03-01T16:00:00+08:00"' })).err,
      ).toBe(0);
    });

    it('outside years 1900..9999 on create and update', async () => {
      for (const raw of ['0000-06-01T00:00:00Z', '-000001-06-01T00:00:00Z', '+275760-09-13T00:00:00Z', '1899-12-31']) {
        expect(
          await post('/api/v1/basicdata/project/create', { fnumber: 'P-BAD', fname: 'bad', start_at: raw }),
        ).toEqual(refused(/^start_at: .* out of range/));
        expect(await post('/api/v1/basicdata/project/update', { id: project, end_at: raw })).toEqual(
          refused(/^end_at: .* out of range/),
        );
      }
    });

    it('refuses 2025-02-30 instead of storing 2 March', async () => {
      expect(await post('/api/v1/basicdata/project/update', { id: project, end_at: '2025-02-30' })).toEqual(
        refused("end_at: '2025-02-30' is not a day of the calendar (2025-02 has 28 days)"),
      );
      expect(
        await post('/api/v1/basicdata/project/create', {
          fnumber: 'P-FEB',
          fname: 'feb',
          start_at: '2025-02-30T10:00:00Z',
        }),
      ).toEqual(refused(/^start_at: .* not a day/));
      const kept = await api.ok<{ end_at: string | null }>('/api/v1/basicdata/project', { id: project });
      expect(kept.end_at).toBeNull();
      const leap = await api.ok<{ end_at: string }>('/api/v1/basicdata/project/update', {
        id: project,
        end_at: '2024-02-29',
      });
      expect(new Date(leap.end_at).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    });

    it('in hand-written calls', async () => {
      expect(
        await post('/api/v1/product_mgt/worder/get_order_contain_shift', {
          product_line_id: ids.lineId,
          at: '2025-02-30T10:00:00Z',
        }),
      ).toEqual(refused(/^at: '2025-02-30T10:00:00Z' is not a day/));
      expect(
        await post('/api/v1/product_mgt/worder/get_order_contain_shift', {
          product_line_id: ids.lineId,
          at: '+275760-09-13T00:00:00Z',
        }),
      ).toEqual(refused(/^at: .* out of range/));
    });
  });

  describe('nesting', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

    it('answers 400 to 20,000 nested arrays in a json field', async () => {
      const raw = `{"fnumber":"D1","fname":"deep","width_mm":10,"height_mm":10,"design":${nested(20_000)}}`;
      expect(raw.length).toBeGreaterThan(40_000);
      expect(await post('/api/v1/basicdata/barcode_label_design/create', null, raw)).toEqual(
        refused('body: nested deeper than 64 levels'),
      );
    });

    it('answers 400 to nesting just under the body limit, on any call', async () => {
      const raw = `{"filter":${nested(500_000)}}`;
      expect(await post('/api/v1/basicdata/factory/list', null, raw)).toEqual(
        refused('body: nested deeper than 64 levels'),
      );
      expect(await post('/api/v1/user/login', null, raw)).toEqual(refused('body: nested deeper than 64 levels'));
    });

    it('takes a json field nested within the limit', async () => {
      const answer = await post(
        '/api/v1/basicdata/barcode_label_design/create',
        null,
        `{"fnumber":"D2","fname":"fine","width_mm":10,"height_mm":10,"design":${nested(60)}}`,
      );
      expect(answer.err).toBe(0);
    });
  });

  it('answers odd paths and bodies with an envelope', async () => {
    // Bad percent-encoding and over-long segments are refused by Fastify's router itself: still an envelope.
    const paths = [
      '/api/v1/basicdata/%00/list',
      '/api/v1/basicdata/%ED%A0%80',
      '/api/v1/basicdata/%',
      '/api/v1/basicdata/factory%00/list',
      `/api/v1/basicdata/${'x'.repeat(300)}/list`,
    ];
    for (const path of paths)
      expect(await post(path, {})).toEqual({ status: 404, err: 404, msg: `no such call: POST ${path}` });
    expect(await post('/api/v1/basicdata/factory/list', null, '"text"')).toEqual(
      refused('body: must be a JSON object'),
    );
    expect(await post('/api/v1/basicdata/factory/list', null, '{"filter":1e400}')).toEqual(
      refused('filter: is a number out of range'),
    );
  });

  it('refuses prototype keys as malformed JSON', async () => {
    expect(
      await post('/api/v1/basicdata/factory/create', null, '{"__proto__":{"admin":true},"fnumber":"F9","fname":"x"}'),
    ).toEqual(refused('body: malformed JSON'));
    expect(await post('/api/v1/basicdata/factory/create', null, '{"constructor":{"prototype":{"x":1}}}')).toEqual(
      refused('body: malformed JSON'),
    );
    expect(await post('/api/v1/basicdata/factory/create', { constructor: 1 })).toEqual(
      refused(/^constructor: unknown field/),
    );
  });
});
