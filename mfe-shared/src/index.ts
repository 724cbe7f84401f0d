export * from './api';
export * from './embedded';
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
// The operations' types only: each app imports the documents it sends from 'mfe-shared/operations',
// outside this shared entry, so its own bundle holds just those (tree-shaken) and the first load does
// not carry every screen's queries (131 documents, 220 KB of script).
export type * from './generated/operations';
// The generated operations also name the schema's Role; the session's (the same union) is the one apps use.
export type { Role } from './session/SessionContext';
// Apollo's client lives in 'mfe-shared/apollo', outside this entry, so the first load holds no
// Apollo code. The screens are not here: they are mfe-screens' federated modules (README).
export * from './lazyComponent';
export * from './graphqlProvider';
