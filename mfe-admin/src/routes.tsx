import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { registerReactCopy } from 'mfe-shared';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';

// The browser tests prove the shell and every remote run on one React copy.
// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The admin area, mounted by the shell under /admin/*: paths here are relative to it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
