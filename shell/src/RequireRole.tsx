import { Navigate, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { dashboardPath, useSession, type Role } from 'mfe-shared';
import { PageSkeleton } from './layout/PageSkeleton';

/**
 * The route guard of SPEC.md 2.1: a skeleton while the user loads, /login without a user, and
 * the user's own dashboard when the route is for another role.
 */
export function RequireRole({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (role && user.role !== role) return <Navigate to={dashboardPath(user.role)} replace />;
  return <>{children}</>;
}
