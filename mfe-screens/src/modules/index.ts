// The screens every role shares (SPEC.md 2.9), each folder owned by its feature.
export * from './orders';
export * from './timeline';
export * from './messages';
export * from './vendors';
export * from './products';
export * from './specifications';
export * from './dashboard';
export * from './profile';
export * from './analytics';
export * from './imports';
