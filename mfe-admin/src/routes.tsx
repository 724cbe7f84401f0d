import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MessagesPage, VendorDirectoryPage, registerReactCopy } from 'mfe-shared';
import { AssociationsPage } from './pages/AssociationsPage';
import { DashboardPage } from './pages/DashboardPage';
import { MilestoneTemplatesPage } from './pages/MilestoneTemplatesPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductsPage } from './pages/ProductsPage';
import { SettingsPage } from './pages/SettingsPage';
import { UserFormPage } from './pages/UserFormPage';
import { UsersPage } from './pages/UsersPage';

// The browser tests prove the shell and every remote run on one React copy.
// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The admin area, mounted by the shell under /admin/*: paths here are relative to it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/new" element={<UserFormPage />} />
      <Route path="users/edit/:id" element={<UserFormPage />} />
      <Route path="products/*" element={<ProductsPage />} />
      <Route path="vendors" element={<VendorDirectoryPage readOnly />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="associations" element={<AssociationsPage />} />
      <Route path="milestones" element={<MilestoneTemplatesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
