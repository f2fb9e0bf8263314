export { EmptyState, type EmptyStateProps, type EmptyStateSize, emptyStateSizes } from './EmptyState.tsx';
