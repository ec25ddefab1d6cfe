/** @jest-environment jsdom */
import '../widgets/test-setup';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement as h, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Guard, sessionStore } from '../session';
import { lazyScreen } from './lazy-screen';
import { RequireAuth } from './RequireAuth';

function loginAs(roles: string[], permissions: string[], createdAt = Math.floor(Date.now() / 1000)) {
  sessionStore.login({
    access_token: 'tok',
    expire: 3600,
    created_at: createdAt,
    user: { id: 1, name: 'u', display_name: 'U' },
    roles,
    permissions,
    logged_subject: '',
    logged_company_name: '',
  });
}

function Where() {
  const l = useLocation();
  return h('p', { 'data-testid': 'where' }, `${l.pathname}${l.search}`);
}

afterEach(() => {
  sessionStore.logout();
  jest.useRealTimers();
});

describe('Guard', () => {
  it('keeps what the user may see and removes the rest', () => {
    loginAs(['operator'], ['basicdata.factory.list']);
    render(
      h(
        'div',
        null,
        h(Guard, { anyOf: ['basicdata.factory.list'] }, h('span', null, 'list button')),
        h(Guard, { allOf: ['basicdata.factory.list', 'basicdata.factory.delete'] }, h('span', null, 'delete button')),
        h(Guard, { anyOf: ['x'], fallback: h('span', null, 'no access') }, h('span', null, 'hidden')),
      ),
    );
    expect(screen.queryByText('list button')).not.toBeNull();
    expect(screen.queryByText('delete button')).toBeNull();
    expect(screen.queryByText('no access')).not.toBeNull();
  });

  it('shows everything to the admin role', () => {
    loginAs(['admin'], []);
    render(h(Guard, { allOf: ['basicdata.factory.delete', 'anything.else.at_all'] }, h('span', null, 'delete button')));
    expect(screen.queryByText('delete button')).not.toBeNull();
  });
});

describe('RequireAuth', () => {
  const app = (path: string) =>
    render(
      h(
        MemoryRouter,
        { initialEntries: [path] },
        h(
          Routes,
          null,
          h(Route, { path: '/user/login', element: h(Where) }),
          h(Route, { path: '*', element: h(RequireAuth, null, h('p', null, 'the screen')) }),
        ),
      ),
    );

  it('sends an anonymous user to the login with the path as redirect', () => {
    app('/basicdata/factory/list?pn=2');
    expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Fbasicdata%2Ffactory%2Flist%3Fpn%3D2');
  });

  it('sends an expired session to the login too', () => {
    loginAs(['admin'], [], Math.floor(Date.now() / 1000) - 7200);
    app('/home');
    expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Fhome');
  });

  it('shows the screen to a logged-in user', () => {
    loginAs(['admin'], []);
    app('/home');
    expect(screen.queryByText('the screen')).not.toBeNull();
  });
});

describe(lazyScreen.name, () => {
  it('gives up after its timeout with a retry that loads again', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const Loaded: ComponentType<object> = () => h('p', null, 'loaded screen');
    const load = () => {
      calls += 1;
      return calls === 1
        ? new Promise<{ default: ComponentType<object> }>(() => undefined)
        : Promise.resolve({ default: Loaded });
    };
    const Screen = lazyScreen(load, 50);
    render(h(Screen));
    expect(await screen.findByTestId('screen-load-failed', {}, { timeout: 2000 })).toBeTruthy();
    await act(async () => {
      await userEvent.click(screen.getByRole('button'));
    });
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(calls).toBe(2);
    quiet.mockRestore();
  });
});
