export {
  Tab,
  type TabItem,
  TabList,
  TabPanel,
  Tabs,
  type TabsProps,
  type TabsVariant,
  tabsVariants,
} from './Tabs.tsx';
