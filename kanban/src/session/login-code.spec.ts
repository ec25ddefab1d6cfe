import { LoginCodeFlow, POLL_MS, randomNonce } from './login-code';
import { ApiError } from '@mes/client';

const flush = async () => {
  for (let i = 0; i < 6; i += 1) await Promise.resolve();
};

function setup(answers: Record<string, unknown[]>) {
  let now = 0;
  const calls: { path: string; body: object }[] = [];
  const signedIn = jest.fn();
  const flow = new LoginCodeFlow({
    call: async <T>(path: string, body: object) => {
      calls.push({ path, body });
      const next = answers[path]?.shift();
      if (next instanceof ApiError) throw next;
      if (next === undefined) throw new ApiError(-1, 'network error');
      return next as T;
    },
    onSignedIn: signedIn,
    now: () => now,
    random: () => 'nonce-123456',
  });
  return { flow, calls, signedIn, tick: (ms: number) => (now += ms) };
}

describe(LoginCodeFlow.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a code, polls until a user confirms it, then hands over the session', async () => {
    const { flow, calls, signedIn } = setup({
      'kanban/login_code': [{ login_code: 'ABCD2345', poll_secret: 's', expires_in: 120 }],
      'kanban/login_code/poll': [
        { status: 'waiting' },
        {
          status: 'confirmed',
          access_token: 'T',
          expire: 3600,
          created_at: 50,
          user: { id: 1, name: 'admin', display_name: '管理员' },
        },
      ],
    });
    flow.start();
    await flush();
    expect(flow.getState()).toEqual({ kind: 'showing', code: 'ABCD2345', expiresAt: 120_000 });
    expect(calls[0].body).toEqual({ nonce: 'nonce-123456' });
    jest.advanceTimersByTime(POLL_MS);
    await flush();
    jest.advanceTimersByTime(POLL_MS);
    await flush();
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { login_code: 'ABCD2345', poll_secret: 's' },
      { login_code: 'ABCD2345', poll_secret: 's' },
    ]);
    expect(signedIn).toHaveBeenCalledWith({
      token: { access_token: 'T', expire: 3600, created_at: 50 },
      user: { id: 1, name: 'admin', display_name: '管理员' },
    });
    expect(flow.getState().kind).toBe('done');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('asks for a new code when the shown one runs out or is refused', async () => {
    const { flow, tick } = setup({
      'kanban/login_code': [
        { login_code: 'AAAA2222', poll_secret: 's', expires_in: 1 },
        { login_code: 'BBBB3333', poll_secret: 't', expires_in: 60 },
        { login_code: 'CCCC4444', poll_secret: 'u', expires_in: 60 },
      ],
      'kanban/login_code/poll': [new ApiError(400, 'login_code: wrong, expired or already used')],
    });
    flow.start();
    await flush();
    tick(2000);
    jest.advanceTimersByTime(POLL_MS);
    await flush();
    expect(flow.getState()).toMatchObject({ kind: 'showing', code: 'BBBB3333' });
    jest.advanceTimersByTime(POLL_MS);
    await flush();
    expect(flow.getState()).toMatchObject({ kind: 'showing', code: 'CCCC4444' });
    flow.stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('makes nonces the server accepts', () => {
    expect(randomNonce()).toMatch(/^[A-Za-z0-9_-]{18}$/);
  });
});
