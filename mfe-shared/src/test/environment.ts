import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out what browsers and Node both have and react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
