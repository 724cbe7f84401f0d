import { lazy, Suspense } from 'react';
import { Card, SkeletonText } from 'mfe-shared';

// SPEC.md 2.1: /vendor/update-order loads on demand, in its own chunk.
const UpdateOrderPanel = lazy(() =>
  import('../modules/orders/components/UpdateOrderPanel').then((module) => ({ default: module.UpdateOrderPanel })),
);

/** /vendor/update-order: pick one of the vendor's orders and update its status. */
export function UpdateOrderPage() {
  return (
    <Suspense
      fallback={
        <Card aria-busy="true" aria-label="Loading">
          <SkeletonText lines={4} />
        </Card>
      }
    >
      <UpdateOrderPanel />
    </Suspense>
  );
}
