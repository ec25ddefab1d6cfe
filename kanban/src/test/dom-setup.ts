import { TextDecoder, TextEncoder } from 'node:util';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../i18n/locales/en-US.json';
import zhCN from '../i18n/locales/zh-CN.json';

// jsdom lacks what react-router and the grid measure with; i18n runs with the real texts in English.
if (!('TextEncoder' in globalThis)) {
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, writable: true });
  Object.defineProperty(globalThis, 'TextDecoder', { value: TextDecoder, writable: true });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
}

export { i18n };

type Answer = { err: number; msg?: string; data?: unknown };

/** A fetch that answers per path and records what was sent. */
export function fakeApi(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { path: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api\/v1\//, '');
    const body = JSON.parse(String(init.body ?? '{}')) as unknown;
    calls.push({ path, headers: init.headers as Record<string, string>, body });
    const a = answers[path];
    const answer = typeof a === 'function' ? a(body) : (a ?? { err: 404, msg: `no call ${path}` });
    return {
      status: 200,
      headers: { get: () => null },
      json: async () => ({ msg: '', data: null, ...answer }),
    } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
