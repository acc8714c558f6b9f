export {
  Text,
  textElements,
  textSizes,
  textTones,
  textVariants,
  textWeights,
  textAligns,
} from './Text.tsx';
export type {
  TextProps,
  TextElement,
  TextSize,
  TextTone,
  TextVariant,
  TextWeight,
  TextAlign,
} from './Text.tsx';
