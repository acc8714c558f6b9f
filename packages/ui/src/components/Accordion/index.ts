export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  accordionVariants,
  accordionHeadingLevels,
  accordionForcedStates,
} from './Accordion.tsx';
export type { AccordionProps, AccordionTriggerProps } from './Accordion.tsx';
