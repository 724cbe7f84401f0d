export * from './LoadingAnimation';
export * from './FullScreenLoader';
