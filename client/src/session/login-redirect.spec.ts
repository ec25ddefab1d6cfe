import { describe, expect, it } from '@jest/globals';
import { afterLoginPath, loginTargetFor } from './login-redirect';

describe('loginTargetFor', () => {
  it('sends to the user login with the original path as redirect', () => {
    expect(loginTargetFor('/basicdata/factory/list?pn=2')).toEqual({
      url: '/user/login?redirect=%2Fbasicdata%2Ffactory%2Flist%3Fpn%3D2',
      external: false,
    });
  });

  it('sends paths under /kanban/ to the kanban login', () => {
    expect(loginTargetFor('/kanban/worder/list')).toEqual({
      url: '/kanban/login?redirect=%2Fkanban%2Fworder%2Flist',
      external: true,
    });
  });

  it('does not carry the login or logout pages as redirect', () => {
    expect(loginTargetFor('/user/login?redirect=%2Fhome').url).toBe('/user/login');
    expect(loginTargetFor('/user/logout').url).toBe('/user/login');
    expect(loginTargetFor('/').url).toBe('/user/login');
  });
});

describe('afterLoginPath', () => {
  it('opens a local redirect, /home otherwise', () => {
    expect(afterLoginPath('/basicdata/factory/list')).toBe('/basicdata/factory/list');
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath('https://evil.example/')).toBe('/home');
    expect(afterLoginPath('//evil.example/')).toBe('/home');
    expect(afterLoginPath('/user/login')).toBe('/home');
  });
});
