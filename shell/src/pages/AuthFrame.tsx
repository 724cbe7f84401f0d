import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'mfe-shared';
import { DEFAULT_PRODUCT_NAME, usePublicSettings } from '../layout/usePublicSettings';

export type AuthFrameProps = { title: string; subtitle: ReactNode; children: ReactNode; footer?: ReactNode };

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const StyledBrand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: calc(${({ theme }) => theme.layout.sidebarWidth} * 1.8);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const StyledFooter = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthFrame({ title, subtitle, children, footer }: AuthFrameProps) {
  const settings = usePublicSettings();
  return (
    <StyledPage>
      <StyledBrand to="/">{settings?.companyName || DEFAULT_PRODUCT_NAME}</StyledBrand>
      <StyledCard>
        <div>
          <h1>{title}</h1>
          <StyledSubtitle>{subtitle}</StyledSubtitle>
        </div>
        {children}
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledCard>
    </StyledPage>
  );
}

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  cursor: pointer;
`;

export const StyledDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;
