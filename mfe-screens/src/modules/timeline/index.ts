import { lazyComponent } from 'mfe-shared';

export const TimelinePage = lazyComponent(() => import('./TimelinePage').then((m) => m.TimelinePage));
