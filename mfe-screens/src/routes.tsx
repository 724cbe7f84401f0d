import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { dashboardPath, GraphQLReady, NotFoundCard, registerReactCopy, useSession } from 'mfe-shared';
import { InspectionReportPage, NewOrderPage, OrderDetailPage, OrdersPage, ShipmentLabelsPage } from './modules/orders';
import { ProductDetailPage } from './modules/products';
import { ProfilePage } from './modules/profile';
import { NewSpecificationPage, SpecificationDetailPage, SpecificationsPage } from './modules/specifications';
import { TimelinePage } from './modules/timeline';

// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/** The screens every role shares (SPEC.md 2.9), by the first segment of the path the shell mounts them under. */
export const SCREEN_AREAS = {
  orders: (
    <>
      <Route index element={<OrdersPage />} />
      <Route path="new" element={<NewOrderPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
      <Route path=":id/inspections/:inspectionId" element={<InspectionReportPage />} />
      <Route path=":id/shipments/:shipmentId/labels" element={<ShipmentLabelsPage />} />
    </>
  ),
  timeline: <Route index element={<TimelinePage />} />,
  products: <Route path=":id" element={<ProductDetailPage />} />,
  specifications: (
    <>
      <Route index element={<SpecificationsPage />} />
      <Route path="new" element={<NewSpecificationPage />} />
      <Route path=":id" element={<SpecificationDetailPage />} />
    </>
  ),
  profile: <Route index element={<ProfilePage />} />,
};

export type ScreenArea = keyof typeof SCREEN_AREAS;

/** The shared screens, mounted by the shell under /orders/*, /timeline/*...: paths here are relative to it. */
export default function ScreensRoutes() {
  const area = useLocation().pathname.split('/')[1] as ScreenArea;
  const { user } = useSession();
  // Every shared screen queries the server: drawn once the GraphQL client is here.
  return (
    <GraphQLReady>
      <Routes>
        {SCREEN_AREAS[area]}
        <Route path="*" element={<NotFoundCard area="shared" dashboardPath={user ? dashboardPath(user.role) : '/'} />} />
      </Routes>
    </GraphQLReady>
  );
}
