export { Box, boxSpaces, boxBackgrounds, boxRadii, boxBorders, boxShadows } from './Box.tsx';
export type {
  BoxProps,
  BoxOwnProps,
  BoxBackground,
  BoxRadius,
  BoxBorder,
  BoxShadow,
  Space,
  IntrinsicElement,
  PolymorphicProps,
} from './Box.tsx';
