export { Inline, inlineAligns, inlineJustifies, inlineCollapseBreakpoints } from './Inline.tsx';
export type { InlineProps, InlineOwnProps, InlineAlign, InlineJustify } from './Inline.tsx';
