import { lazyComponent } from '../../lazyComponent';

export const TimelinePage = lazyComponent(() => import('./TimelinePage').then((m) => m.TimelinePage));
