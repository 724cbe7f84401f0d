import { lazyComponent } from 'mfe-shared';

export const MessagesPage = lazyComponent(() => import('./MessagesPage').then((m) => m.MessagesPage));
