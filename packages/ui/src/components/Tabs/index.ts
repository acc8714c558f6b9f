export { Tabs, TabsList, TabsTrigger, TabsContent, tabsVariants, tabsSizes } from './Tabs.tsx';
export type { TabsProps, TabsTriggerProps } from './Tabs.tsx';
