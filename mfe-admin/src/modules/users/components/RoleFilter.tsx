import styled from 'styled-components';
import { Button } from 'mfe-shared';

export type RoleFilterValue = 'all' | 'admin' | 'buyer' | 'vendor';

export type RoleFilterProps = {
  value: RoleFilterValue;
  onChange: (value: RoleFilterValue) => void;
};

const OPTIONS: { value: RoleFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'admin', label: 'Admin' },
  { value: 'buyer', label: 'Buyer' },
  { value: 'vendor', label: 'Vendor' },
];

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The role filter buttons All, Admin, Buyer, Vendor (toggle buttons with aria-pressed). */
export function RoleFilter({ value, onChange }: RoleFilterProps) {
  return (
    <StyledGroup role="group" aria-label="Filter by role">
      {OPTIONS.map((option) => (
        <Button
          key={option.value}
          $variant={option.value === value ? 'primary' : 'secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </StyledGroup>
  );
}
