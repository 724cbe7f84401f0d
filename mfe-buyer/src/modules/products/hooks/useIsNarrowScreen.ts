import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

/** True under the mobile breakpoint (SPEC.md 9: 768 px), following window resizes. */
export function useIsNarrowScreen(): boolean {
  const theme = useTheme();
  const query = `(max-width: ${theme.breakpoint.mobile})`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const handleChange = () => setNarrow(list.matches);
    handleChange();
    list.addEventListener('change', handleChange);
    return () => list.removeEventListener('change', handleChange);
  }, [query]);
  return narrow;
}
