import { useContext } from 'react';
import { ToastContext } from './ToastContext';
import type { ToastApi } from './types';

/** `{ toast, dismiss }` of the ToastProvider the shell renders around every remote. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
