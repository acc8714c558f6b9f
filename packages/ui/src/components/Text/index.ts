export { Text, textElements, textSizes, textTones, textWeights, textAligns } from './Text.tsx';
export type { TextProps, TextElement, TextSize, TextTone, TextWeight, TextAlign } from './Text.tsx';
