export {
  AppLayout,
  type AppLayoutBrand,
  type AppLayoutProps,
  type AppLayoutTopBar,
  type NavItem,
} from './AppLayout.tsx';
