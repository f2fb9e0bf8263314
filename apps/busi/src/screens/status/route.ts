export { PageError as ErrorBoundary } from './StatusPage.tsx';
