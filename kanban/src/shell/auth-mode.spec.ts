import { authOf, loginPathFor, modeOf } from './auth-mode';

const session = {
  token: { access_token: 'U', expire: 3600, created_at: 1000 },
  user: { id: 1, name: 'admin', display_name: 'A' },
};

describe('auth mode', () => {
  it('is a screen with a screen token, a user with a live session, and registers only on the kanban home', () => {
    expect(modeOf('kanban', 'S', session, '/worder/1', 1500)).toBe('screen');
    expect(modeOf('kanban', null, session, '/worder/1', 1500)).toBe('user');
    expect(modeOf('kanban', null, session, '/worder/1', 99999)).toBe('none');
    expect(modeOf('kanban', null, null, '/', 1500)).toBe('screen');
    expect(modeOf('kanban', null, null, '/home', 1500)).toBe('screen');
    expect(modeOf('device_display', 'S', null, '/menu', 1500)).toBe('none');
    expect(modeOf('device_display', null, session, '/menu', 1500)).toBe('user');
  });

  it('sends the token the mode calls for', () => {
    expect(authOf('screen', 'S', session)).toEqual({ kind: 'screen', token: 'S' });
    expect(authOf('user', 'S', session)).toEqual({ kind: 'user', token: 'U' });
    expect(authOf('screen', null, null)).toEqual({ kind: 'none' });
  });

  it('sends nobody to the kanban login or the login code, keeping the path as redirect', () => {
    expect(loginPathFor('kanban', '/worder/1?x=1')).toBe('/login?redirect=%2Fworder%2F1%3Fx%3D1');
    expect(loginPathFor('device_display', '/worder_list')).toBe('/login_code?redirect=%2Fworder_list');
  });
});
