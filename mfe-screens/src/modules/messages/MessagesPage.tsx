import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { Button, Card, EmptyState, Input, Skeleton, Tabs, useDebouncedValue, useSession } from 'mfe-shared';
import { MessagesListDocument, MessagesMarkReadDocument, MessagesMessageDocument } from 'mfe-shared/operations';
import { ComposeDialog } from './components/ComposeDialog';
import { MessageDetail } from './components/MessageDetail';
import { MessageList } from './components/MessageList';
import { useNow } from './hooks/useNow';
import type { ComposeDraft, MessageFolder, MessageItem } from './types';

const PAGE_SIZE = 20;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledSearch = styled.div`
  flex: 1;
  min-width: 0;
  max-width: ${({ theme }) => theme.size.sheetWidth};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledListPane = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const StyledCount = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
`;

const StyledSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
`;

const StyledDetailPane = styled.section<{ $empty: boolean }>`
  min-height: ${({ theme }) => theme.size.dialogWidth};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: ${({ $empty }) => ($empty ? 'none' : 'block')};
    min-height: 0;
  }
`;

function ListSkeleton() {
  const theme = useTheme();
  return (
    <StyledSkeletonRows aria-busy="true" aria-label="Loading messages">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} $height={theme.size.control} />
      ))}
    </StyledSkeletonRows>
  );
}

type FolderViewProps = {
  folder: MessageFolder;
  search: string;
  onReply: (message: MessageItem) => void;
};

/** One folder: the list on the left, the selected message on the right. */
function FolderView({ folder, search, onReply }: FolderViewProps) {
  const theme = useTheme();
  const { user } = useSession();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch, fetchMore } = useQuery(MessagesListDocument, {
    variables: { folder, search: search || null, first: PAGE_SIZE },
  });
  const [markRead] = useMutation(MessagesMarkReadDocument, { refetchQueries: ['UnreadCounts'] });
  const messages = data?.messages.nodes ?? [];
  const fromList = messages.find((message) => message.id === selectedId);
  const single = useQuery(MessagesMessageDocument, {
    variables: { id: selectedId ?? 0 },
    skip: selectedId == null || Boolean(fromList),
  });
  const selected = fromList ?? (selectedId != null ? single.data?.message : undefined);

  useEffect(() => {
    const heading = headingRef.current;
    if (selectedId == null || !heading) return;
    // Under 768 px the message opens below the list: its top goes under the header, so it is
    // read from its start and never sits behind the bottom bar.
    const stacked = window.matchMedia(`(max-width: ${theme.breakpoint.mobile})`).matches;
    heading.focus({ preventScroll: stacked });
    if (stacked) heading.scrollIntoView({ block: 'start' });
  }, [selectedId, theme]);

  function handleSelect(message: MessageItem) {
    setSelectedId(message.id);
    if (folder === 'INBOX' && !message.isRead && message.receiver.id === user?.id) {
      // The list item turns read through the cache; the badge drops with unreadCountsChanged.
      void markRead({ variables: { id: message.id } }).catch(() => undefined);
    }
  }

  async function handleLoadMore() {
    const after = data?.messages.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          messages: {
            ...fetchMoreResult.messages,
            nodes: [...(previous.messages?.nodes ?? []), ...fetchMoreResult.messages.nodes],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  let list;
  if (!data && loading) list = <ListSkeleton />;
  else if (!data && error) list = (
      <EmptyState
        title="Failed to load messages"
        text="Please try again."
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  else if (messages.length === 0) list = <EmptyState title="No messages found." />;
  else
    list = (
      <>
        <StyledCount aria-live="polite">
          {data?.messages.totalCount} {data?.messages.totalCount === 1 ? 'message' : 'messages'}
        </StyledCount>
        <MessageList folder={folder} messages={messages} selectedId={selectedId} now={now} onSelect={handleSelect} />
        {data?.messages.pageInfo.hasNextPage && (
          <StyledMore>
            <Button $variant="secondary" onClick={() => void handleLoadMore()} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </StyledMore>
        )}
      </>
    );

  return (
    <StyledColumns>
      <StyledListPane>{list}</StyledListPane>
      <StyledDetailPane aria-label="Message" $empty={selectedId == null}>
        {selected ? (
          <MessageDetail
            ref={headingRef}
            message={selected}
            received={selected.receiver.id === user?.id}
            now={now}
            onReply={onReply}
          />
        ) : selectedId != null && single.loading ? (
          <Skeleton $height={theme.size.dialogWidth} />
        ) : (
          <EmptyState title="No message selected" text="Choose a message to read it here." />
        )}
      </StyledDetailPane>
    </StyledColumns>
  );
}

/**
 * /buyer/messages, /vendor/messages and /admin/messages (SPEC.md 2.6, 2.7): Inbox and Sent,
 * search, detail, reply and compose. New messages arrive live (the layout's live updates), and
 * ?compose={userId} opens the compose dialog addressed to that user.
 */
export function MessagesPage() {
  const [folder, setFolder] = useState<MessageFolder>('INBOX');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [compose, setCompose] = useState<{ key: number; title: string; draft: ComposeDraft } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const composeParam = searchParams.get('compose');

  useEffect(() => {
    if (composeParam == null) return;
    const receiverId = Number(composeParam);
    setCompose({
      key: Date.now(),
      title: 'New Message',
      draft: Number.isInteger(receiverId) && receiverId > 0 ? { receiverId } : {},
    });
    setSearchParams(
      (params) => {
        params.delete('compose');
        return params;
      },
      { replace: true },
    );
  }, [composeParam, setSearchParams]);

  function handleCompose() {
    setCompose({ key: Date.now(), title: 'New Message', draft: {} });
  }

  function handleReply(message: MessageItem) {
    setCompose({
      key: Date.now(),
      title: `Reply to ${message.sender.name}`,
      draft: {
        receiverId: message.sender.id,
        messageType: message.messageType,
        relatedOrderId: message.relatedOrder?.id,
      },
    });
  }

  function handleSent() {
    setCompose(null);
  }

  const view = <FolderView key={`${folder}-${debouncedSearch}`} folder={folder} search={debouncedSearch} onReply={handleReply} />;

  return (
    <Card>
      <StyledToolbar>
        <StyledSearch>
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search messages..."
            aria-label="Search messages"
          />
        </StyledSearch>
        <Button onClick={handleCompose}>Compose</Button>
      </StyledToolbar>
      <Tabs
        label="Message folders"
        value={folder}
        onValueChange={(value) => setFolder(value as MessageFolder)}
        items={[
          { value: 'INBOX', label: 'Inbox', content: folder === 'INBOX' ? view : null },
          { value: 'SENT', label: 'Sent', content: folder === 'SENT' ? view : null },
        ]}
      />
      {compose && (
        <ComposeDialog
          key={compose.key}
          open
          title={compose.title}
          draft={compose.draft}
          onClose={() => setCompose(null)}
          onSent={handleSent}
        />
      )}
    </Card>
  );
}
