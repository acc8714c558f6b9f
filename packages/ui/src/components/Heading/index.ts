export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  headingVariants,
  headingAligns,
  headingDefaultSize,
} from './Heading.tsx';
export type {
  HeadingProps,
  HeadingLevel,
  HeadingSize,
  HeadingTone,
  HeadingVariant,
  HeadingAlign,
} from './Heading.tsx';
