import { bindingOfRoute, parseBinding, projectionBody, routeOf } from './binding';
import { RETRY_MS, ScreenController, type ScreenDeps } from './screen-controller';
import { ApiError } from '@mes/client';

type Answer = unknown | ApiError;

function setup(answers: Record<string, Answer[]>, token: string | null = null) {
  let stored = token;
  const calls: { path: string; auth: unknown }[] = [];
  const call: ScreenDeps['call'] = async <T>(path: string, _body: object, opts: { auth?: unknown }) => {
    calls.push({ path, auth: opts.auth });
    const next = answers[path]?.shift();
    if (next === undefined) throw new ApiError(-1, `no answer for ${path}`);
    if (next instanceof ApiError) throw next;
    return next as T;
  };
  let now = 1_000_000;
  const sut = new ScreenController({ call, readToken: () => stored, writeToken: (t) => (stored = t), now: () => now });
  return { sut, calls, token: () => stored, tick: (ms: number) => (now += ms) };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe(ScreenController.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers an unbound TV once, keeps its token and shows the code', async () => {
    const { sut, calls, token } = setup({
      'kanban/screen/register': [
        { screen_id: 7, screen_token: 'tok', projection_code: '123456', code_expires_in: 300 },
      ],
    });
    await sut.start();
    expect(token()).toBe('tok');
    expect(sut.getState()).toEqual({ kind: 'pairing', screenId: 7, code: '123456', expiresAt: 1_000_000 + 300_000 });
    expect(calls[0]).toEqual({ path: 'kanban/screen/register', auth: { kind: 'none' } });
  });

  it('says hello with the kept token on start and shows its binding (survives a reboot)', async () => {
    const { sut, calls } = setup(
      {
        'kanban/screen/hello': [
          { screen_id: 7, name: 'TV 1', binding: { board: 'line', params: { product_line_id: 2 } } },
        ],
      },
      'tok',
    );
    await sut.start();
    expect(calls[0]).toEqual({ path: 'kanban/screen/hello', auth: { kind: 'screen', token: 'tok' } });
    expect(sut.getState()).toEqual({
      kind: 'bound',
      screenId: 7,
      name: 'TV 1',
      binding: { board: 'line', params: { product_line_id: 2 } },
    });
  });

  it('registers again when hello answers 900 (an unknown or revoked token)', async () => {
    const { sut, token } = setup(
      {
        'kanban/screen/hello': [new ApiError(900, 'invalid token')],
        'kanban/screen/register': [
          { screen_id: 8, screen_token: 'new', projection_code: '654321', code_expires_in: 60 },
        ],
      },
      'old',
    );
    await sut.start();
    expect(token()).toBe('new');
    expect(sut.getState()).toMatchObject({ kind: 'pairing', code: '654321' });
  });

  it('renews the code when it runs out', async () => {
    const { sut, tick } = setup({
      'kanban/screen/register': [{ screen_id: 7, screen_token: 'tok', projection_code: '111111', code_expires_in: 60 }],
      'kanban/screen/hello': [
        { screen_id: 7, name: '', binding: null, projection_code: '222222', code_expires_in: 60 },
      ],
    });
    await sut.start();
    tick(60_000);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(sut.getState()).toMatchObject({ kind: 'pairing', code: '222222', expiresAt: 1_060_000 + 60_000 });
  });

  it("follows 'screen.bound' and 'screen.revoked'", async () => {
    const { sut, token } = setup({
      'kanban/screen/register': [
        { screen_id: 7, screen_token: 'tok', projection_code: '111111', code_expires_in: 60 },
        { screen_id: 9, screen_token: 'tok2', projection_code: '333333', code_expires_in: 60 },
      ],
    });
    await sut.start();
    sut.onBound({ screen_id: 7, binding: { board: 'worder', params: { worder_id: 3 } } });
    expect(sut.getState()).toMatchObject({ kind: 'bound', binding: { board: 'worder', params: { worder_id: 3 } } });
    expect(jest.getTimerCount()).toBe(0); // no renewal while bound
    sut.onRevoked();
    await flush();
    expect(token()).toBe('tok2');
    expect(sut.getState()).toMatchObject({ kind: 'pairing', screenId: 9, code: '333333' });
  });

  it("pairs again when 'screen.revoked' arrives while a hello is under way (that hello answered the old binding)", async () => {
    let stored: string | null = 'tok';
    let answerHello: (v: unknown) => void = () => undefined;
    const call: ScreenDeps['call'] = async <T>(path: string) => {
      if (path === 'kanban/screen/hello') return new Promise<T>((resolve) => (answerHello = resolve as never));
      return { screen_id: 9, screen_token: 'tok2', projection_code: '333333', code_expires_in: 60 } as T;
    };
    const sut = new ScreenController({ call, readToken: () => stored, writeToken: (t) => (stored = t) });
    const started = sut.start();
    sut.onRevoked();
    answerHello({ screen_id: 7, name: 'TV 1', binding: { board: 'line', params: { product_line_id: 2 } } });
    await started;
    await flush();
    expect(stored).toBe('tok2');
    expect(sut.getState()).toMatchObject({ kind: 'pairing', screenId: 9, code: '333333' });
  });

  it("keeps a binding from 'screen.bound' that arrives while a hello is under way (that hello answered unbound)", async () => {
    const hellos: ((v: unknown) => void)[] = [];
    const call: ScreenDeps['call'] = async <T>() => new Promise<T>((resolve) => hellos.push(resolve as never));
    const sut = new ScreenController({ call, readToken: () => 'tok', writeToken: () => undefined });
    const started = sut.start(); // the hello of a socket that has just connected
    const line = { board: 'smt_order', params: { smt_order_id: 4 } };
    sut.onBound({ screen_id: 7, binding: line });
    hellos[0]({ screen_id: 7, name: 'TV 1', binding: null, projection_code: '123456', code_expires_in: 300 });
    await flush();
    // the stale answer is not shown: the hello is asked again, and that answer knows the binding
    expect(hellos).toHaveLength(2);
    hellos[1]({ screen_id: 7, name: 'TV 1', binding: line });
    await started;
    expect(sut.getState()).toEqual({ kind: 'bound', screenId: 7, name: 'TV 1', binding: line });
  });

  it('retries a failed start with growing delays and keeps a bound board meanwhile', async () => {
    const { sut } = setup(
      {
        'kanban/screen/hello': [
          { screen_id: 7, name: '', binding: { board: 'home', params: {} } },
          new ApiError(-1, 'network error'),
          { screen_id: 7, name: '', binding: { board: 'order_wip', params: {} } },
        ],
      },
      'tok',
    );
    await sut.start();
    await sut.start();
    expect(sut.getState()).toMatchObject({ kind: 'bound', binding: { board: 'home' } });
    jest.advanceTimersByTime(RETRY_MS[0]);
    await flush();
    expect(sut.getState()).toMatchObject({ kind: 'bound', binding: { board: 'order_wip' } });
  });

  it('shows a failure when it cannot register, then recovers', async () => {
    const { sut } = setup({
      'kanban/screen/register': [
        new ApiError(-1, 'network error'),
        { screen_id: 1, screen_token: 't', projection_code: '000001', code_expires_in: 60 },
      ],
    });
    await sut.start();
    expect(sut.getState()).toMatchObject({ kind: 'failed' });
    jest.advanceTimersByTime(RETRY_MS[0]);
    await flush();
    expect(sut.getState()).toMatchObject({ kind: 'pairing', code: '000001' });
    sut.stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('bindings', () => {
  it('reads only well-formed bindings', () => {
    expect(parseBinding({ board: 'line', params: { product_line_id: 2 } })).toEqual({
      board: 'line',
      params: { product_line_id: 2 },
    });
    expect(parseBinding({ board: 'line', params: {} })).toBeNull();
    expect(parseBinding({ board: 'product_line', params: { worder_type: 'smt_order' } })).toMatchObject({
      board: 'product_line',
    });
    expect(parseBinding({ board: 'product_line', params: { worder_type: 'a b' } })).toBeNull();
    expect(parseBinding({ board: 'package_list', params: {} })).toEqual({ board: 'package_list', params: {} });
    expect(parseBinding({ board: 'nope' })).toBeNull();
    expect(parseBinding(null)).toBeNull();
  });

  it('maps every binding to its route and back', () => {
    const all = [
      { board: 'line', params: { product_line_id: 2 } },
      { board: 'worder', params: { worder_id: 3 } },
      { board: 'station_sop', params: { station_id: 4 } },
      { board: 'product_line', params: { worder_type: 'worder' } },
      { board: 'home', params: {} },
      { board: 'worder_list', params: {} },
      { board: 'order_wip', params: {} },
      { board: 'package_list', params: {} },
      { board: 'smt_order', params: { smt_order_id: 5 } },
    ];
    for (const b of all) expect(bindingOfRoute(routeOf(parseBinding(b)!))).toEqual(b);
    expect(routeOf({ board: 'line', params: { product_line_id: 2 } })).toBe('/product_line/worder/2');
    expect(routeOf({ board: 'smt_order', params: { smt_order_id: 5 } })).toBe('/smt_order/5');
    expect(bindingOfRoute('/smt_order/list')).toBeNull();
    expect(bindingOfRoute('/login')).toBeNull();
  });

  it('names the one extra field of the projection call', () => {
    expect(projectionBody('123456', { board: 'line', params: { product_line_id: 2 } })).toEqual({
      projection_code: '123456',
      product_line_id: 2,
    });
    expect(projectionBody('123456', { board: 'smt_order', params: { smt_order_id: 5 } })).toEqual({
      projection_code: '123456',
      smt_order_id: 5,
    });
    expect(projectionBody('123456', { board: 'order_wip', params: {} })).toEqual({
      projection_code: '123456',
      board: 'order_wip',
    });
  });
});
