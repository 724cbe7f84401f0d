import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GraphQLReadyOutlet, lazyComponent, NotFoundCard, registerReactCopy } from 'mfe-shared';

// Each page is its own chunk, loaded when its route is shown; the shared screens come from mfe-screens.
const AnalyticsPage = lazyComponent(() => import('mfe_screens/analytics').then((m) => m.AnalyticsPage));
const MessagesPage = lazyComponent(() => import('mfe_screens/messages').then((m) => m.MessagesPage));
const OrdersPage = lazyComponent(() => import('mfe_screens/orders').then((m) => m.OrdersPage));
const SpecificationsPage = lazyComponent(() => import('mfe_screens/specifications').then((m) => m.SpecificationsPage));
const TimelinePage = lazyComponent(() => import('mfe_screens/timeline').then((m) => m.TimelinePage));
const VendorDirectoryPage = lazyComponent(() => import('mfe_screens/vendors').then((m) => m.VendorDirectoryPage));
const DashboardPage = lazyComponent(() => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage').then((m) => m.DashboardPage));
const InventoryPage = lazyComponent(() => import('./pages/InventoryPage').then((m) => m.InventoryPage));
const ProductsPage = lazyComponent(() => import('./pages/ProductsPage').then((m) => m.ProductsPage));

// The browser tests prove the shell and every remote run on one React copy.
// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The buyer area, mounted by the shell under /buyer/*: paths here are relative to it. */
export default function BuyerRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      {/* The dashboard draws its static cards at once, its widgets when the GraphQL client is here; the other pages wait for it. */}
      <Route element={<GraphQLReadyOutlet />}>
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="vendors" element={<VendorDirectoryPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="timeline" element={<TimelinePage />} />
        <Route path="inventory" element={<InventoryPage />} />
        <Route path="specifications" element={<SpecificationsPage />} />
        <Route path="*" element={<NotFoundCard area="buyer" dashboardPath="/buyer/dashboard" />} />
      </Route>
    </Routes>
  );
}
