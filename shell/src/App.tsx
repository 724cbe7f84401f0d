import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { dashboardPath, ErrorPanel, SortableTable, ToastProvider, useSession, type Role } from 'mfe-shared';
import { PageSkeleton } from './layout/PageSkeleton';
import { loadArea, SCREEN_AREAS } from './remotes';
import type { MaintenancePageProps } from './pages/MaintenancePage';

// Each page is its own chunk: the sign-in page loads neither the landing page nor anything behind
// sign-in (layout, GraphQL client, remotes), and a signed-in user never loads the public pages.
const named = <P extends object = object>(load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<P> })));
const LandingPage = named(() => import('./pages/LandingPage'), 'LandingPage');
const LoginPage = named(() => import(/* webpackChunkName: "login" */ './pages/LoginPage'), 'LoginPage');
const RegisterPage = named(() => import('./pages/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = named(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const LoadingAnimationsPage = named(() => import('./pages/LoadingAnimationsPage'), 'LoadingAnimationsPage');
const MaintenancePage = named<MaintenancePageProps>(() => import('./pages/MaintenancePage'), 'MaintenancePage');
const NotFoundPage = named(() => import('./pages/NotFoundPage'), 'NotFoundPage');
// With the kit's table code (every signed-in screen's lists and the dashboards' order tables, drawn
// while their rows load): a table is then drawn at once, never empty for a moment (issue 22: layout shift).
const SignedInArea = lazy(() =>
  Promise.all([import(/* webpackChunkName: "signed-in" */ './SignedInArea'), SortableTable.preload()]).then(([area]) => area),
);
const ApiDocsPage = named(() => import('./pages/api-docs/ApiDocsPage'), 'ApiDocsPage');

const ROLES: Role[] = ['buyer', 'vendor', 'admin'];

/** A role's area. Its remote starts loading at once, beside the signed-in area's own code. */
function RoleRoute({ role }: { role: Role }) {
  const { user } = useSession();
  useEffect(() => {
    // RoleArea asks for the same module and gets this load (or shows Retry if it fails).
    if (user?.role === role) void loadArea(role).catch(() => undefined);
  }, [user, role]);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <SignedInArea role={role} />
    </Suspense>
  );
}

/** Signed-in users visiting /login or /register go to their dashboard (SPEC.md 2.1). */
function PublicOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSkeleton />;
  return user ? <Navigate to={dashboardPath(user.role)} replace /> : <>{children}</>;
}

/** A page whose code could not be downloaded (a dropped connection) offers a reload, not a blank screen. */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title="This page could not be loaded"
        message="Check your connection and try again."
        onRetry={() => window.location.reload()}
      />
    );
  }
}

export function App() {
  return (
    <ToastProvider>
      <PageLoadBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <AppRoutes />
        </Suspense>
      </PageLoadBoundary>
    </ToastProvider>
  );
}

function AppRoutes() {
  const { outage } = useSession();
  if (outage) return <MaintenancePage outage={outage} />;
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      {['/login', '/auth/login'].map((path) => (
        <Route key={path} path={path} element={<PublicOnly><LoginPage /></PublicOnly>} />
      ))}
      {['/register', '/auth/register'].map((path) => (
        <Route key={path} path={path} element={<PublicOnly><RegisterPage /></PublicOnly>} />
      ))}
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/demo/loading-animations" element={<LoadingAnimationsPage />} />
      <Route path="/api-docs" element={<ApiDocsPage />} />
      {ROLES.map((role) => (
        <Route key={role} path={`/${role}/*`} element={<RoleRoute role={role} />} />
      ))}
      {/* The screens every role shares (SPEC.md 2.9), from the mfe-screens remote, inside the layout. */}
      {SCREEN_AREAS.map((area) => (
        <Route key={area} path={`/${area}/*`} element={<SignedInArea />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
