import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext } from './ToastContext';
import { ToastViewport, type ShownToast } from './ToastViewport';
import type { ToastApi, ToastInput } from './types';

export type ToastProviderProps = { children: ReactNode };

/**
 * Holds the one current toast (SPEC.md 9: a new one replaces it) and renders the viewport after
 * the children. Render it inside PortalThemeProvider: the viewport reads theme tokens.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(0);

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    setCurrent({ ...input, id: nextId.current });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
