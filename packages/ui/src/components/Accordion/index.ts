export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  accordionVariants,
  accordionHeadingLevels,
} from './Accordion.tsx';
export type { AccordionProps, AccordionTriggerProps } from './Accordion.tsx';
