export { type OpenPage, PageTabs, type PageTabsProps } from './PageTabs.tsx';
