import { TextDecoder, TextEncoder } from 'node:util';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// react-router reads TextEncoder at load; the jsdom environment does not provide it.
if (!('TextEncoder' in globalThis)) {
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, writable: true });
  Object.defineProperty(globalThis, 'TextDecoder', { value: TextDecoder, writable: true });
}

// jsdom lacks what antd measures with; these stubs are enough for rendering and events.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// rc-select schedules a macrotask through MessageChannel, which the jsdom environment lacks.
type Port = {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
  close: () => void;
};
class MessageChannelStub {
  port1: Port = { onmessage: null, postMessage: () => undefined, close: () => undefined };
  port2: Port = {
    onmessage: null,
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
    close: () => undefined,
  };
}
if (!('MessageChannel' in globalThis)) {
  Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannelStub, writable: true });
}

// jsdom does not implement getComputedStyle for pseudo elements (antd asks for the scrollbar size).
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: {},
    interpolation: { escapeValue: false },
  });
}

export { i18n };
