import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out what browsers and Node both have and react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so nothing it renders ever changes size: an observer that is never called
// is what a browser's ResizeObserver would do there (the kit's Tabs watch their strip's width).
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;
