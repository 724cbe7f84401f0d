export * from './types';
export * from './ToastProvider';
export * from './useToast';
