import { lazyComponent } from '../../lazyComponent';

export const MessagesPage = lazyComponent(() => import('./MessagesPage').then((m) => m.MessagesPage));
