export * from './serverError';
export * from './showServerErrors';
