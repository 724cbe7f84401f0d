import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GraphQLReadyOutlet, lazyComponent, NotFoundCard, registerReactCopy } from 'mfe-shared';

// Each page is its own chunk, loaded when its route is shown; the shared screens come from mfe-screens.
const AnalyticsPage = lazyComponent(() => import('mfe_screens/analytics').then((m) => m.AnalyticsPage));
const MessagesPage = lazyComponent(() => import('mfe_screens/messages').then((m) => m.MessagesPage));
const VendorDirectoryPage = lazyComponent(() => import('mfe_screens/vendors').then((m) => m.VendorDirectoryPage));
const AssociationsPage = lazyComponent(() => import('./pages/AssociationsPage').then((m) => m.AssociationsPage));
const DashboardPage = lazyComponent(() => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage').then((m) => m.DashboardPage));
const ProductsPage = lazyComponent(() => import('./pages/ProductsPage').then((m) => m.ProductsPage));
const SettingsPage = lazyComponent(() => import('./pages/SettingsPage').then((m) => m.SettingsPage));
const UserFormPage = lazyComponent(() => import('./pages/UserFormPage').then((m) => m.UserFormPage));
const UsersPage = lazyComponent(() => import('./pages/UsersPage').then((m) => m.UsersPage));
const MilestoneTemplatesPage = lazyComponent(() => import('./pages/MilestoneTemplatesPage').then((m) => m.MilestoneTemplatesPage));

// The browser tests prove the shell and every remote run on one React copy.
// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The admin area, mounted by the shell under /admin/*: paths here are relative to it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      {/* The dashboard draws its static cards at once, its widgets when the GraphQL client is here; the other pages wait for it. */}
      <Route element={<GraphQLReadyOutlet />}>
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/new" element={<UserFormPage />} />
        <Route path="users/edit/:id" element={<UserFormPage />} />
        <Route path="products/*" element={<ProductsPage />} />
        <Route path="vendors" element={<VendorDirectoryPage readOnly />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="associations" element={<AssociationsPage />} />
        <Route path="milestones" element={<MilestoneTemplatesPage />} />
        <Route path="*" element={<NotFoundCard area="admin" dashboardPath="/admin/dashboard" />} />
      </Route>
    </Routes>
  );
}
