export * from './api';
export * from './upload';
export * from './hooks/useDebouncedValue';
export * from './menu';
export * from './react-copies';
export * from './session/SessionContext';
export type { Outage } from './session/maintenance';
export * from './theme';
export * from './kit';
export * from './toast';
export * from './format';
export * from './forms';
export * from './loading';
export * from './generated/operations';
// The generated operations also name the schema's Role; the session's (the same union) is the one apps use.
export type { Role } from './session/SessionContext';
// Apollo's client lives in 'mfe-shared/apollo', outside this entry, so the first load holds no
// Apollo code. The screens are not here: they are mfe-screens' federated modules (README).
export * from './lazyComponent';
