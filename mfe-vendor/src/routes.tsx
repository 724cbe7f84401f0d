import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GraphQLReadyOutlet, lazyComponent, NotFoundCard, registerReactCopy } from 'mfe-shared';

// Each page is its own chunk, loaded when its route is shown; the shared screens come from mfe-screens.
const AnalyticsPage = lazyComponent(() => import('mfe_screens/analytics').then((m) => m.AnalyticsPage));
const MessagesPage = lazyComponent(() => import('mfe_screens/messages').then((m) => m.MessagesPage));
const SpecificationsPage = lazyComponent(() => import('mfe_screens/specifications').then((m) => m.SpecificationsPage));
const DashboardPage = lazyComponent(() => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage').then((m) => m.DashboardPage));
const ProductFormPage = lazyComponent(() => import('./pages/ProductFormPage').then((m) => m.ProductFormPage));
const ProductsPage = lazyComponent(() => import('./pages/ProductsPage').then((m) => m.ProductsPage));
const UpdateOrderPage = lazyComponent(() => import('./pages/UpdateOrderPage').then((m) => m.UpdateOrderPage));
const VendorOrdersPage = lazyComponent(() => import('./pages/VendorOrdersPage').then((m) => m.VendorOrdersPage));

// The browser tests prove the shell and every remote run on one React copy.
// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The vendor area, mounted by the shell under /vendor/*: paths here are relative to it. */
export default function VendorRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      {/* The dashboard draws its static cards at once, its widgets when the GraphQL client is here; the other pages wait for it. */}
      <Route element={<GraphQLReadyOutlet />}>
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="orders" element={<VendorOrdersPage />} />
        <Route path="update-order" element={<UpdateOrderPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/edit/:id" element={<ProductFormPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="specifications" element={<SpecificationsPage />} />
        <Route path="*" element={<NotFoundCard area="vendor" dashboardPath="/vendor/dashboard" />} />
      </Route>
    </Routes>
  );
}
