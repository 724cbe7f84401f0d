import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

const StyledList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
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
      <StyledList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
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
