import styled from 'styled-components';
import { Sheet, type SessionUser } from 'mfe-shared';
import { SideMenu } from './SideMenu';

export type SidebarProps = {
  user: SessionUser;
  productName: string;
  website: string;
  mobile: boolean;
  open: boolean;
  onClose: () => void;
};

const StyledAside = styled.aside`
  position: sticky;
  top: 0;
  flex: 0 0 ${({ theme }) => theme.layout.sidebarWidth};
  width: ${({ theme }) => theme.layout.sidebarWidth};
  height: 100vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  /* In a page drawn on the server (drawn wide, useIsMobile): a phone has the header's menu toggle instead. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

/**
 * The side menu: always shown on desktop; under 768 px it hides behind the header's 'Open menu'
 * toggle and opens as a modal sheet from the left (Escape or the backdrop closes it).
 */
export function Sidebar({ user, productName, website, mobile, open, onClose }: SidebarProps) {
  if (mobile) {
    return (
      <Sheet open={open} onClose={onClose} title="Menu" side="left">
        <SideMenu user={user} productName={productName} website={website} onNavigate={onClose} />
      </Sheet>
    );
  }
  return (
    <StyledAside aria-label="Side menu">
      <SideMenu user={user} productName={productName} website={website} />
    </StyledAside>
  );
}
