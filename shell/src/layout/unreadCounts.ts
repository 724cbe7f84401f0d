import { createContext, useContext } from 'react';

export type UnreadCounts = { messages: number; notifications: number };

export const NO_UNREAD: UnreadCounts = { messages: 0, notifications: 0 };

/** The live badge counts (DECISIONS.md 1), read by the layout's live part (LiveLayout) and given to every badge. */
export const UnreadCountsContext = createContext<UnreadCounts>(NO_UNREAD);

export function useUnreadCounts(): UnreadCounts {
  return useContext(UnreadCountsContext);
}
