import { lazyComponent } from 'mfe-shared';

export const SpecificationsPage = lazyComponent(() => import('./SpecificationsPage').then((m) => m.SpecificationsPage));
export const NewSpecificationPage = lazyComponent(() => import('./NewSpecificationPage').then((m) => m.NewSpecificationPage));
export const SpecificationDetailPage = lazyComponent(() =>
  import('./SpecificationDetailPage').then((m) => m.SpecificationDetailPage),
);
