import { Navigate, Route, Routes } from 'react-router-dom';
import {
  dashboardPath,
  NewOrderPage,
  NewSpecificationPage,
  OrderDetailPage,
  OrdersPage,
  ProductDetailPage,
  ProfilePage,
  SpecificationDetailPage,
  SpecificationsPage,
  TimelinePage,
  ToastProvider,
  useSession,
  type Role,
} from 'mfe-shared';
import { Layout } from './layout/Layout';
import { PageSkeleton } from './layout/PageSkeleton';
import { ApiDocsPage } from './pages/api-docs/ApiDocsPage';
import { LandingPage } from './pages/LandingPage';
import { LoadingAnimationsPage } from './pages/LoadingAnimationsPage';
import { LoginPage } from './pages/LoginPage';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { RequireRole } from './RequireRole';
import { RoleArea } from './RoleArea';

const ROLES: Role[] = ['buyer', 'vendor', 'admin'];

const SHARED_SCREENS = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/orders/new', element: <NewOrderPage /> },
  { path: '/orders/:id', element: <OrderDetailPage /> },
  { path: '/timeline', element: <TimelinePage /> },
  { path: '/products/:id', element: <ProductDetailPage /> },
  { path: '/specifications', element: <SpecificationsPage /> },
  { path: '/specifications/new', element: <NewSpecificationPage /> },
  { path: '/specifications/:id', element: <SpecificationDetailPage /> },
  { path: '/profile', element: <ProfilePage /> },
];

/** Signed-in users visiting /login or /register go to their dashboard (SPEC.md 2.1). */
function PublicOnly({ children }: { children: React.ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSkeleton />;
  return user ? <Navigate to={dashboardPath(user.role)} replace /> : <>{children}</>;
}

export function App() {
  return (
    <ToastProvider>
      <AppRoutes />
    </ToastProvider>
  );
}

function AppRoutes() {
  const { maintenance } = useSession();
  if (maintenance) return <MaintenancePage />;
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
        <Route
          key={role}
          path={`/${role}/*`}
          element={
            <RequireRole role={role}>
              <Layout>
                <RoleArea role={role} />
              </Layout>
            </RequireRole>
          }
        />
      ))}
      {/* The screens every role shares (SPEC.md 2.9), from mfe-shared, inside the layout. */}
      {SHARED_SCREENS.map(({ path, element }) => (
        <Route key={path} path={path} element={<RequireRole><Layout>{element}</Layout></RequireRole>} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
