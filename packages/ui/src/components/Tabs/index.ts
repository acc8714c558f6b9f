export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsVariants,
  tabsSizes,
  tabsForcedStates,
} from './Tabs.tsx';
export type { TabsProps, TabsTriggerProps } from './Tabs.tsx';
