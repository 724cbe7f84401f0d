import { useDebouncedValue } from 'mfe-shared';
import { HeaderSearchDocument } from 'mfe-shared/operations';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER, StyledField, StyledSearch } from './headerParts';
import { Icon } from './icons';

/** The server answers nothing under 2 characters (search.resolver.ts). */
const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;
const PER_KIND = 5;

type Result = { key: string; kind: 'Order' | 'Product' | 'Specification'; label: string; detail: string; to: string };

const StyledPopover = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-height: calc(${({ theme }) => theme.layout.headerHeight} * 7);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  padding: ${({ theme }) => theme.space.xs};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.color.blue.bg : 'transparent')};
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The header search of DECISIONS.md 1: orders, products and specifications the user may see,
 * as a combobox (arrows move, Enter opens, Escape closes).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const ready = query.length >= MIN_QUERY;
  const { data, loading, error } = useQuery(HeaderSearchDocument, {
    variables: { query, limit: PER_KIND },
    skip: !ready,
    fetchPolicy: 'network-only',
  });

  const results = useMemo<Result[]>(() => {
    const found = data?.search;
    if (!found || !ready) return [];
    return [
      ...found.orders.map((order) => ({
        key: `o${order.id}`,
        kind: 'Order' as const,
        label: order.orderCode,
        detail: order.product.name,
        to: `/orders/${encodeURIComponent(order.orderCode)}`,
      })),
      ...found.products.map((product) => ({
        key: `p${product.id}`,
        kind: 'Product' as const,
        label: product.name,
        detail: `SKU ${product.sku}`,
        to: `/products/${product.id}`,
      })),
      ...found.specifications.map((spec) => ({
        key: `s${spec.id}`,
        kind: 'Specification' as const,
        label: spec.title,
        detail: spec.product.name,
        to: `/specifications/${spec.id}`,
      })),
    ];
  }, [data, ready]);

  const showPopover = open && text.trim().length >= MIN_QUERY;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const handleChoose = (result: Result) => {
    setOpen(false);
    setText('');
    setActive(-1);
    navigate(result.to);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && showPopover) {
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) {
        event.preventDefault();
        handleChoose(chosen);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const pending = text.trim() !== query || loading;

  return (
    <StyledSearch
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <StyledField>
        <Icon name="search" />
        <input
          type="search"
          role="combobox"
          aria-label={SEARCH_LABEL}
          aria-expanded={showPopover}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showPopover && active >= 0 ? optionId(active) : undefined}
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={handleKeyDown}
        />
      </StyledField>
      {showPopover && (
        <StyledPopover>
          {error ? (
            <StyledNote role="alert">Search failed. Please try again.</StyledNote>
          ) : results.length === 0 ? (
            <StyledNote aria-live="polite">{pending ? 'Searching...' : `No results for "${text.trim()}"`}</StyledNote>
          ) : null}
          <StyledList id={listId} role="listbox" aria-label="Search results">
            {results.map((result, index) => (
              <StyledOption
                key={result.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => handleChoose(result)}
              >
                <strong>{result.label}</strong>
                <span>
                  {result.kind} · {result.detail}
                </span>
              </StyledOption>
            ))}
          </StyledList>
        </StyledPopover>
      )}
    </StyledSearch>
  );
}
