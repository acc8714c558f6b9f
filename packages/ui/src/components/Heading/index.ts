export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  headingAligns,
  headingDefaultSize,
} from './Heading.tsx';
export type {
  HeadingProps,
  HeadingLevel,
  HeadingSize,
  HeadingTone,
  HeadingAlign,
} from './Heading.tsx';
