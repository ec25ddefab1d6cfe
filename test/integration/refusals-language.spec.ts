import { ErrorCode, refusalMessage, type Locale, type RefusalCode, type RefusalParams } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Refused = { err: number; msg: string; code?: string; field?: string; params?: RefusalParams };

// Issue 32: a refusal names its code, the field and its parameters, and says it in the caller's language: the user's
// stored choice (the `locale` preference), else Accept-Language, else en-US. A sample of bad bodies, one or more per
// area, each answered with the code and field declared for it, in Chinese and in English.
const SAMPLE: { area: string; path: string; body: Record<string, unknown>; code: RefusalCode; field: string }[] = [
  {
    area: 'core',
    path: 'basicdata/user/roles/set',
    body: { user_id: 0, role_ids: [] },
    code: 'input.positive_int',
    field: 'user_id',
  },
  {
    area: 'auth',
    path: 'basicdata/user/roles/set',
    body: { user_id: 999999, role_ids: [] },
    code: 'auth.no_users',
    field: 'user_id',
  },
  {
    area: 'system',
    path: 'user/preferences/set',
    body: { values: { locale: 'fr-FR' } },
    code: 'input.one_of',
    field: 'values.locale',
  },
  {
    area: 'tracing',
    path: 'product_coll/product_track/recall',
    body: {},
    code: 'tracing.recall_what_required',
    field: 'barcode',
  },
  { area: 'kanban', path: 'kanban/worder', body: { worder_id: 1, hours: 0 }, code: 'kanban.hours', field: 'hours' },
  // an import's unknown field is the standard one (its body is declared: contracts/src/calls/bom-orders.ts)
  { area: 'bom', path: 'product_mgt/icbom/import', body: { zzz: 1 }, code: 'input.unknown_field', field: 'zzz' },
  {
    area: 'bom',
    path: 'product_mgt/icbom/multi_expand',
    body: { id: 1, fqty: 0 },
    code: 'bom.number_range',
    field: 'fqty',
  },
];

describe('refusals in the caller language', () => {
  let hub: Hub;
  let api: ApiClient;

  beforeAll(async () => {
    hub = await startBuiltHub('refusals_language');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await hub?.stop();
  });

  async function send(path: string, body: unknown, language?: string): Promise<Refused> {
    const res = await fetch(`${hub.baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${api.token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Refused;
  }

  const expected = (r: Refused, locale: Locale) =>
    refusalMessage(r.field ?? '', r.code as RefusalCode, locale, r.params ?? {});

  it.each(SAMPLE)('$area: $path answers $code naming $field, in Chinese and in English', async (s) => {
    const zh = await send(s.path, s.body, 'zh-CN,zh;q=0.9,en;q=0.8');
    const en = await send(s.path, s.body, 'en-US,en;q=0.9');
    for (const r of [zh, en]) expect(r).toMatchObject({ err: 400, code: s.code, field: s.field });
    expect(zh.msg).toBe(expected(zh, 'zh-CN'));
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(en.msg).toBe(expected(en, 'en-US'));
    expect(en.msg).not.toMatch(/[\u4e00-\u9fff]/);
    expect(zh.msg.startsWith(`${s.field}: `)).toBe(true);
    // no language asked: English
    expect((await send(s.path, s.body)).msg).toBe(en.msg);
  });

  it('names a missing record by its resource: the label in Chinese, the API name in English', async () => {
    const meta = await api.ok<{ name: string; label: Record<Locale, string> }[]>('/api/v1/meta/resources');
    const factory = meta.find((m) => m.name === 'factory')!;
    const zh = await send('basicdata/factory/get', { id: 999999 }, 'zh-CN');
    const en = await send('basicdata/factory/get', { id: 999999 }, 'en-US');
    for (const r of [zh, en])
      expect(r).toMatchObject({
        code: 'record.no_such',
        field: 'id',
        params: { resource: { 'zh-CN': factory.label['zh-CN'], 'en-US': 'factory' }, id: 999999 },
      });
    expect(zh.msg).toBe(`id: ${factory.label['zh-CN']} 999999 不存在`);
    expect(en.msg).toBe('id: no factory 999999');
  });

  it("says the station's refusals with their own err in the caller's language too", async () => {
    const post = async (language: string) => {
      const res = await fetch(`${hub.baseUrl}/api/v2/mes-transfer/box_export`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${api.token}`,
          'accept-language': language,
        },
        body: JSON.stringify({ box: 'NO-SUCH-BOX' }),
      });
      return (await res.json()) as Refused;
    };
    const [zh, en] = [await post('zh-CN'), await post('en-US')];
    for (const r of [zh, en])
      expect(r).toMatchObject({
        err: ErrorCode.BOX_LABEL_MISMATCH,
        code: 'packing.box_label_no_box',
        field: 'box',
        params: { box: 'NO-SUCH-BOX' },
      });
    expect(zh.msg).toBe('box: 箱标签 NO-SUCH-BOX 不对应任何箱');
    expect(en.msg).toBe('box: box label NO-SUCH-BOX names no box');
  });

  it('says a refusal in the language the user chose, whatever the request asks', async () => {
    const bad = { user_id: 0, role_ids: [] };
    expect((await send('basicdata/user/roles/set', bad, 'en-US')).msg).toBe('user_id: must be a positive whole number');
    await api.ok('/api/v1/user/preferences/set', { values: { locale: 'zh-CN' } });
    expect((await send('basicdata/user/roles/set', bad, 'en-US')).msg).toBe('user_id: 必须是正整数');
    expect((await send('basicdata/user/roles/set', bad)).msg).toBe('user_id: 必须是正整数');
    // the preferences answer the choice; back to English
    const prefs = await api.ok<{ preferences: { locale: string } }>('/api/v1/user/preferences', {});
    expect(prefs.preferences.locale).toBe('zh-CN');
    await api.ok('/api/v1/user/preferences/set', { values: { locale: 'en-US' } });
    expect((await send('basicdata/user/roles/set', bad, 'zh-CN')).msg).toBe('user_id: must be a positive whole number');
  });

  it('reads Accept-Language by its weights and says the HTTP layer refusals in that language too', async () => {
    const malformed = await fetch(`${hub.baseUrl}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr;q=1, zh;q=0.5, en;q=0.3' },
      body: '{"name": ',
    });
    expect(await malformed.json()).toMatchObject({
      err: 400,
      code: 'input.malformed_json',
      msg: 'body: JSON 格式错误',
    });
  });
});
