import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Label, Select } from 'mfe-shared';
import { PRODUCT_AVAILABILITIES, PRODUCT_CATEGORIES } from '../productLabels';

export type ProductFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  category: string;
  onCategoryChange: (value: string) => void;
  /** Leave out to hide the availability filter. */
  availability?: string;
  onAvailabilityChange?: (value: string) => void;
  /** More filters after the standard ones (e.g. the buyer's mobile vendor and price filters). */
  children?: ReactNode;
  className?: string;
};

export const StyledFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledFilterField = styled.div<{ $grow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: ${({ $grow, theme }) => ($grow ? `2 1 calc(${theme.size.control} * 6)` : `1 1 calc(${theme.size.control} * 4)`)};
  min-width: 0;
`;

/** Search by name or SKU, category and (optionally) availability: the product lists' filters. */
export function ProductFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  availability,
  onAvailabilityChange,
  children,
  className,
}: ProductFiltersProps) {
  const id = useId();
  return (
    <StyledFilterBar className={className} role="search" aria-label="Filter products">
      <StyledFilterField $grow>
        <Label htmlFor={`${id}-search`}>Search</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search by name or SKU..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </StyledFilterField>
      <StyledFilterField>
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select id={`${id}-category`} value={category} onChange={(event) => onCategoryChange(event.target.value)}>
          <option value="all">All categories</option>
          {PRODUCT_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </StyledFilterField>
      {availability !== undefined && onAvailabilityChange && (
        <StyledFilterField>
          <Label htmlFor={`${id}-availability`}>Availability</Label>
          <Select
            id={`${id}-availability`}
            value={availability}
            onChange={(event) => onAvailabilityChange(event.target.value)}
          >
            {PRODUCT_AVAILABILITIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </StyledFilterField>
      )}
      {children}
    </StyledFilterBar>
  );
}
