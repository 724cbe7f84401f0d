import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'mfe-shared';
import { Header } from './Header';
import { MenuDrawer } from './MenuDrawer';
import { MobileBottomBar } from './MobileBottomBar';
import { PageSkeleton } from './PageSkeleton';
import { Sidebar } from './Sidebar';
import { usePageTitle } from './usePageTitle';
import { DEFAULT_PRODUCT_NAME, usePublicSettings, websiteOf } from './usePublicSettings';
import { useIsMobile } from './useIsMobile';
import { LiveLayout } from './live';
import { NO_UNREAD, UnreadCountsContext } from './unreadCounts';

export type LayoutProps = { children: ReactNode };

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
`;

const StyledColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const StyledMain = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.md};
    padding-bottom: calc(${({ theme }) => `${theme.layout.bottomBarHeight} + ${theme.space.lg}`});
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: calc(-1 * ${({ theme }) => theme.layout.headerHeight});
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The signed-in page shell of SPEC.md 2.5 and DECISIONS.md 3 around a role area. It needs only the
 * session user: what queries the server (search, bell, badge counts, live updates) comes with the
 * GraphQL client (./live), so the layout and the area's static parts are drawn before Apollo arrives.
 */
export function Layout({ children }: LayoutProps) {
  const { user } = useSession();
  const settings = usePublicSettings();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const productName = settings?.companyName || DEFAULT_PRODUCT_NAME;
  const website = websiteOf(settings);
  const title = usePageTitle(user?.role ?? 'buyer', productName);
  const [counts, setCounts] = useState(NO_UNREAD);

  // Following a link or leaving the mobile width closes the mobile menus.
  useEffect(() => {
    setSidebarOpen(false);
    setDrawerOpen(false);
  }, [pathname, mobile]);

  if (!user) return <PageSkeleton />;
  return (
    <UnreadCountsContext.Provider value={counts}>
      <LiveLayout onCounts={setCounts} />
      <StyledShell>
        <StyledSkipLink href="#main-content">Skip to content</StyledSkipLink>
        <Sidebar
          user={user}
          productName={productName}
          website={website}
          mobile={mobile}
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
        />
        <StyledColumn>
          <Header role={user.role} title={title} menuOpen={sidebarOpen} onOpenMenu={() => setSidebarOpen(true)} />
          <StyledMain id="main-content" tabIndex={-1}>
            {children}
          </StyledMain>
        </StyledColumn>
        <MobileBottomBar role={user.role} website={website} menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} />
        <MenuDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          user={user}
          productName={productName}
          website={website}
        />
      </StyledShell>
    </UnreadCountsContext.Provider>
  );
}
