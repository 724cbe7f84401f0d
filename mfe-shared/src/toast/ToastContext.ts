import { sharedContext } from '../sharedContext';
import type { ToastApi } from './types';

export const ToastContext = sharedContext<ToastApi | null>('toast', null);
