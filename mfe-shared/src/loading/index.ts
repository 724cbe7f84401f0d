// The loading animations are only on /demo/loading-animations and full-screen waits: on demand.
import { lazyComponent } from '../lazyComponent';

export const LoadingAnimation = lazyComponent(() => import('./LoadingAnimation').then((m) => m.LoadingAnimation), null);
export const FullScreenLoader = lazyComponent(() => import('./FullScreenLoader').then((m) => m.FullScreenLoader), null);
export type { LoadingAnimationProps, LoadingAnimationSize, LoadingAnimationType } from './LoadingAnimation';
export type { FullScreenLoaderProps } from './FullScreenLoader';
