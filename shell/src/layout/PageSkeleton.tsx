import styled, { useTheme } from 'styled-components';
import { Skeleton } from 'mfe-shared';
import { StyledSrOnly } from './srOnly';

const StyledPage = styled.div`
  display: flex;
  min-height: 100vh;
`;

const StyledSide = styled.div`
  flex: 0 0 ${({ theme }) => theme.layout.sidebarWidth};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

const StyledColumn = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.layout.sidebarWidth} * 0.75), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** The skeleton of SPEC.md 2.1 shown while the session (or a page) loads. */
export function PageSkeleton() {
  const theme = useTheme();
  return (
    <StyledPage aria-busy="true" aria-live="polite">
      <StyledSrOnly>Loading...</StyledSrOnly>
      <StyledSide aria-hidden="true">
        <Skeleton $height={theme.size.control} $width="70%" />
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} $height={theme.font.size.xl} />
        ))}
      </StyledSide>
      <StyledColumn aria-hidden="true">
        <StyledHeader>
          <Skeleton $height={theme.font.size.xl} $width="40%" />
        </StyledHeader>
        <StyledBody>
          <StyledCards>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} $height={`calc(${theme.layout.headerHeight} * 1.6)`} />
            ))}
          </StyledCards>
          <Skeleton $height={`calc(${theme.layout.headerHeight} * 4)`} />
        </StyledBody>
      </StyledColumn>
    </StyledPage>
  );
}
