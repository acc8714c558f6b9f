export { RichTextEditor } from './RichTextEditor.tsx';
export type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor.tsx';
export { richTextExtensions } from './extensions.ts';
