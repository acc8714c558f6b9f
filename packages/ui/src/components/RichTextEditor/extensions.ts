import type { AnyExtension, Attributes } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedImageUrl, isAllowedLinkUrl } from './urls.ts';

/**
 * The editor's schema, and so its output contract: a strict subset of HTML that a sanitising
 * server can keep as it is, so what the author sees is what is published:
 * - headings h2–h4 only (the page's h1 is the document's title);
 * - no `style`, `class`, `target` or `type` attributes, the only class being `language-*` on
 *   a code block's `<code>`;
 * - links http(s)/mailto/tel/relative, images absolute https; anything else is dropped when
 *   HTML is parsed (a pasted `javascript:` link keeps its text, loses the link).
 * ProseMirror keeps only what the schema knows, so pasted scripts, styles and event handlers
 * never reach the document.
 *
 * Exported so other code (tests, a preview) can parse and serialise HTML with exactly this schema.
 */
export function richTextExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // Replaced below by versions without the attributes the server drops.
      link: false,
      orderedList: false,
      // It appends an empty paragraph after a final heading, list or image: a value set from
      // outside would change (and mark the form dirty) the moment it loads.
      trailingNode: false,
    }),
    OrderedList.extend({
      addAttributes() {
        // `type` ('a', 'i') is not on the server's list: the published list would be numbered
        // differently from the editor's. `start` is kept.
        const { type: _type, ...attributes }: Attributes = this.parent?.() ?? {};
        return attributes;
      },
    }),
    Link.extend({
      addAttributes() {
        // `target` and `class` are dropped by the server; `rel` is set by the server.
        const { target: _target, class: _class, ...attributes }: Attributes = this.parent?.() ?? {};
        return attributes;
      },
    }).configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkUrl(url),
    }),
    Image.extend({
      parseHTML() {
        return [
          {
            tag: 'img[src]',
            getAttrs: (element) =>
              isAllowedImageUrl(element.getAttribute('src') ?? '') ? null : false,
          },
        ];
      },
    }),
  ];
}
