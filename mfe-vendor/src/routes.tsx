import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AnalyticsPage, MessagesPage, registerReactCopy } from 'mfe-shared';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductFormPage } from './pages/ProductFormPage';
import { ProductsPage } from './pages/ProductsPage';
import { UpdateOrderPage } from './pages/UpdateOrderPage';
import { VendorOrdersPage } from './pages/VendorOrdersPage';

// The browser tests prove the shell and every remote run on one React copy.
// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The vendor area, mounted by the shell under /vendor/*: paths here are relative to it. */
export default function VendorRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="analytics" element={<AnalyticsPage />} />
      <Route path="orders" element={<VendorOrdersPage />} />
      <Route path="update-order" element={<UpdateOrderPage />} />
      <Route path="products" element={<ProductsPage />} />
      <Route path="products/new" element={<ProductFormPage />} />
      <Route path="products/edit/:id" element={<ProductFormPage />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route path="specifications" element={<Navigate to="/specifications" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
