/** @jest-environment jsdom */
import '../widgets/test-setup';
import '../i18n';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import i18n from 'i18next';
import { createElement as h } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@mes/client';
import { sessionStore } from '../session';
import type { Meta, ResourceMeta } from './meta';
import ResourceListPage from './ResourceListPage';
import { ResourceForm } from './ResourceForm';

const label = (en: string) => ({ 'zh-CN': en, 'en-US': en });
const factory: ResourceMeta = {
  name: 'factory',
  module: 'basicdata',
  label: label('Factory'),
  actions: ['get', 'create', 'update', 'delete', 'list', 'check', 'disable'],
  relations: { organization: { resource: 'organization', via: 'organization_id' } },
  fields: {
    fnumber: {
      type: 'string',
      label: label('Factory code'),
      required: true,
      max: 64,
      readonly: false,
      search: true,
      writeOnly: false,
    },
    fname: {
      type: 'string',
      label: label('Factory name'),
      required: true,
      max: 128,
      readonly: false,
      search: true,
      writeOnly: false,
    },
    organization_id: {
      type: 'int',
      label: label('Organization'),
      required: true,
      ref: 'organization',
      readonly: false,
      search: false,
      writeOnly: false,
    },
  },
};
const meta: Meta = {
  resources: [factory],
  calls: [
    {
      path: '/api/v1/basicdata/factory/export',
      resource: null,
      action: 'export',
      permission: 'basicdata.factory.export',
    },
  ],
};

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[] = [];
let answer: (s: Sent) => { err: number; msg: string; data: unknown } = () => ({ err: 0, msg: '', data: null });

function fakeResponse(body: unknown): Response {
  return { status: 200, headers: { get: () => null }, json: async () => body } as unknown as Response;
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  configureApi({
    auth: () => ({ kind: 'user', token: 'tok' }),
    fetch: async (url, init) => {
      const s = { url: String(url), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> };
      // The jobs bar beside import/export asks for the caller's jobs: not a call of the screens under test.
      if (!s.url.endsWith('/progressing')) sent.push(s);
      return fakeResponse(answer(s));
    },
  });
});

beforeEach(() => {
  sent = [];
  sessionStore.login({
    access_token: 'tok',
    expire: 3600,
    created_at: Math.floor(Date.now() / 1000),
    user: { id: 1, name: 'admin', display_name: 'Admin' },
    roles: ['admin'],
    permissions: [],
    logged_subject: '',
    logged_company_name: '',
  });
});

const wrap = (child: ReturnType<typeof h>, path = '/basicdata/factory/list') =>
  h(AntApp, null, h(MemoryRouter, { initialEntries: [path] }, child));

describe('ResourceListPage', () => {
  it('lists with the filter grammar, shows references by name and ticks, and searches', async () => {
    answer = () => ({
      err: 0,
      msg: '',
      data: {
        total: 1,
        pn: 1,
        ps: 20,
        page_next_id: null,
        list: [
          {
            id: 5,
            fnumber: 'F01',
            fname: 'Plant one',
            organization_id: 1,
            organization: { id: 1, fnumber: 'DEMO', fname: 'Demo Co' },
            checked: true,
            disabled: false,
            creater: { id: 1, name: 'admin', display_name: 'Admin' },
            created_at: '2025-01-02T03:04:05Z',
          },
        ],
      },
    });
    render(
      wrap(
        h(ResourceListPage, {
          meta,
          def: factory,
          title: 'Factory list',
          base: '/basicdata/factory',
          hasCreate: true,
          hasDetail: true,
        }),
      ),
    );
    const row = await screen.findByText('F01');
    expect(sent[0]).toEqual({ url: '/api/v1/basicdata/factory/list', body: { filter: 'pn:1 ps:20 has:organization' } });
    const tr = row.closest('tr')!;
    expect(within(tr).getByText('DEMO Demo Co')).toBeTruthy();
    expect(within(tr).getByTestId('tick-checked')).toBeTruthy();
    expect(within(tr).queryByTestId('tick-disabled')).toBeNull();
    expect(within(tr).getByTestId('action-uncheck')).toBeTruthy();
    expect(screen.getByTestId('list-export')).toBeTruthy();
    expect(screen.queryByTestId('list-import')).toBeNull();

    await userEvent.type(document.querySelector<HTMLInputElement>('#list-search')!, 'plant one{Enter}');
    await waitFor(() => expect(sent.at(-1)?.body.filter).toBe('pn:1 ps:20 search_key:"plant one" has:organization'));
  });
});

describe('ResourceForm', () => {
  it('shows a server validation message on its field', async () => {
    const calls: Record<string, unknown>[] = [];
    render(
      wrap(
        h(ResourceForm, {
          meta,
          def: factory,
          mode: 'create',
          initial: { organization_id: 1 },
          submitLabel: 'Save',
          onSubmit: async (body: Record<string, unknown>) => {
            calls.push(body);
            const { ApiError } = await import('@mes/client');
            throw new ApiError(400, 'fnumber: duplicate value "F01"', { field: 'fnumber' });
          },
        }),
        '/basicdata/factory/create',
      ),
    );
    await userEvent.type(document.querySelector('[data-field="fnumber"]')!, 'F01');
    await userEvent.type(document.querySelector('[data-field="fname"]')!, 'Again');
    await userEvent.click(screen.getByTestId('resource-submit'));
    expect(await screen.findByText('duplicate value "F01"')).toBeTruthy();
    expect(calls).toEqual([{ fnumber: 'F01', fname: 'Again', organization_id: 1 }]);
  });

  it('checks required fields before sending', async () => {
    let called = false;
    render(
      wrap(
        h(ResourceForm, {
          meta,
          def: factory,
          mode: 'create',
          submitLabel: 'Save',
          onSubmit: async () => {
            called = true;
          },
        }),
      ),
    );
    await userEvent.click(screen.getByTestId('resource-submit'));
    expect(await screen.findByText('Factory code is required')).toBeTruthy();
    expect(called).toBe(false);
  });
});
