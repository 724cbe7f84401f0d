import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export type TabItem = {
  /** Stable value, e.g. 'pending'. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: TabItem[];
  /** Names the tab list for screen readers, e.g. 'Order status'. */
  label: string;
  /** Controlled selection; leave out and use defaultValue for uncontrolled tabs. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

type Overflow = { before: boolean; after: boolean };

// Tabs that do not fit scroll sideways; the side with more of them fades out (the hint), and
// the selected tab is scrolled into view.
const StyledList = styled.div<{ $more: Overflow }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ $more, theme }) =>
    ($more.before || $more.after) &&
    `mask-image: linear-gradient(to right, ${$more.before ? `transparent, #000 ${theme.space.xxl}` : '#000'}, ${
      $more.after ? `#000 calc(100% - ${theme.space.xxl}), transparent` : '#000'
    });`}
`;

const StyledTab = styled.button`
  flex-shrink: 0;
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * WAI-ARIA tabs: role tablist/tab/tabpanel; Left/Right (wrapping), Home and End move focus and
 * select (automatic activation); only the selected tab is in the Tab order.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? items.find((item) => !item.disabled)?.value ?? '');
  const selected = value ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, [items.length]);

  useEffect(() => {
    // Sideways only: the page itself must not move.
    const tab = tabRefs.current.get(selected);
    const list = listRef.current;
    if (!tab || !list) return;
    const t = tab.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    if (t.left < l.left) list.scrollLeft += t.left - l.left;
    else if (t.right > l.right) list.scrollLeft += t.right - l.right;
  }, [selected]);
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  function select(next: string) {
    if (value === undefined) setOwn(next);
    if (next !== selected) onValueChange?.(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.value === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  const current = items.find((item) => item.value === selected);
  return (
    <div className={className}>
      <StyledList
        ref={listRef}
        role="tablist"
        aria-label={label}
        data-more-before={more.before || undefined}
        data-more-after={more.after || undefined}
        $more={more}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <StyledTab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledList>
      {current && (
        <StyledPanel role="tabpanel" id={panelId(current.value)} aria-labelledby={tabId(current.value)} tabIndex={0}>
          {current.content}
        </StyledPanel>
      )}
    </div>
  );
}
