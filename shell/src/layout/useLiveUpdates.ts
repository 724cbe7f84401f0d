import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { liveChangesSince, onLiveCatchUp } from 'mfe-shared/apollo';
import { LiveChangesDocument } from 'mfe-shared/operations';

/**
 * Live screens, one mechanism (issue 17): subscribes once (in the layout) to liveChanges, every
 * change to what the signed-in user sees (their orders, messages and unread counts), and refetches
 * the queries of the screens on show. A burst of changes costs one refetch while one runs, and
 * one more after it, so the screens end on the latest state. So does a live connection opened
 * again after it was down; a page drawn by the server asks to hear of the changes since its drawing.
 */
export function useLiveUpdates(): void {
  const client = useApolloClient();
  const state = useRef({ running: false, again: false });
  const refresh = useCallback(() => {
    const current = state.current;
    if (current.running) {
      current.again = true;
      return;
    }
    const refetch = () => {
      current.running = true;
      current.again = false;
      Promise.resolve(client.refetchQueries({ include: 'active' }))
        .catch(() => undefined) // A screen's own error shows on the screen.
        .finally(() => {
          current.running = false;
          if (current.again) refetch();
        });
    };
    refetch();
  }, [client]);
  useEffect(() => onLiveCatchUp(client, refresh), [client, refresh]);
  // A page drawn by the server with its data hears first of what changed since it was drawn.
  useSubscription(LiveChangesDocument, { variables: { since: liveChangesSince(client) }, onData: refresh });
}
