import { useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

/** True under the mobile breakpoint (SPEC.md 9: 768 px), following window resizes; false on the server. */
export function useIsMobile(): boolean {
  const theme = useTheme();
  const query = `(max-width: ${theme.breakpoint.mobile})`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // A page drawn on the server is drawn wide; its styles fit it to a phone (Sidebar).
    () => false,
  );
}
