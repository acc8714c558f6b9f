import { Editor } from '@tiptap/react';
import { richTextExtensions } from './extensions.ts';

// The editor's output contract: the tags, attributes, classes and URL schemes its HTML may
// contain (as a sanitiser's allow-list would name them). A server that keeps at least these
// stores everything the author saw; this test holds the editor to it.
const allowedTags = new Set([
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'kbd',
  'samp',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
const allowedAttributes: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  abbr: ['title'],
  q: ['cite'],
  ol: ['start', 'reversed'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Everything in `html` that the server would drop; [] when it keeps all of it. */
function outsideAllowList(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const problems: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name === 'class' && (tag === 'code' || tag === 'pre')) {
        if (!value.split(/\s+/).every((c) => c.startsWith('language-')))
          problems.push(`${tag}.class=${value}`);
        continue;
      }
      if (!allowedAttributes[tag]?.includes(name)) problems.push(`${tag}[${name}]`);
    }
    const href = element.getAttribute(tag === 'a' ? 'href' : '');
    if (href !== null && !/^(?:https?:|mailto:|tel:|\/(?!\/)|#|\?|\.)/i.test(href))
      problems.push(`a[href=${href}]`);
    if (tag === 'img' && !/^https:\/\//i.test(element.getAttribute('src') ?? ''))
      problems.push(`img[src=${element.getAttribute('src')}]`);
  }
  return problems;
}

function createEditor(content = '<p>Some text to format</p>') {
  const editor = new Editor({ extensions: richTextExtensions(), content });
  // Select the paragraph's text, as an author would before pressing a toolbar button.
  editor.commands.selectAll();
  return editor;
}

describe('richTextExtensions', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // One entry per toolbar button (and the keyboard-only marks StarterKit brings).
  const features: [string, (editor: Editor) => boolean, RegExp][] = [
    ['Heading 2', (e) => e.commands.toggleHeading({ level: 2 }), /<h2>/],
    ['Heading 3', (e) => e.commands.toggleHeading({ level: 3 }), /<h3>/],
    ['Heading 4', (e) => e.commands.toggleHeading({ level: 4 }), /<h4>/],
    ['Bold', (e) => e.commands.toggleBold(), /<strong>/],
    ['Italic', (e) => e.commands.toggleItalic(), /<em>/],
    ['Bulleted list', (e) => e.commands.toggleBulletList(), /<ul><li>/],
    ['Numbered list', (e) => e.commands.toggleOrderedList(), /<ol><li>/],
    ['Quote', (e) => e.commands.toggleBlockquote(), /<blockquote>/],
    ['Code', (e) => e.commands.toggleCode(), /<code>/],
    [
      'Code block',
      (e) => e.commands.toggleCodeBlock({ language: 'ts' }),
      /<pre><code class="language-ts">/,
    ],
    [
      'Link',
      (e) => e.commands.setLink({ href: 'https://example.com' }),
      /<a href="https:\/\/example.com">/,
    ],
    ['Link (relative)', (e) => e.commands.setLink({ href: '/contact' }), /<a href="\/contact">/],
    [
      'Link (mailto)',
      (e) => e.commands.setLink({ href: 'mailto:hi@example.com' }),
      /href="mailto:/,
    ],
    [
      'Image',
      (e) => e.commands.setImage({ src: 'https://example.com/a.png', alt: 'A chart' }),
      /<img src="https:\/\/example.com\/a.png" alt="A chart">/,
    ],
    ['Strike (Mod-Shift-S)', (e) => e.commands.toggleStrike(), /<s>/],
    ['Underline (Mod-U)', (e) => e.commands.toggleUnderline(), /<u>/],
    ['Horizontal rule', (e) => e.commands.setHorizontalRule(), /<hr>/],
    ['Hard break (Shift-Enter)', (e) => e.commands.setHardBreak(), /<br>/],
  ];

  it.each(features)(
    'given %s, should produce only tags and attributes the server keeps',
    (_name, run, expected) => {
      const editor = createEditor();
      expect(run(editor)).toBe(true);
      const html = editor.getHTML();
      expect(html).toMatch(expected);
      expect(outsideAllowList(html)).toEqual([]);
      editor.destroy();
    },
  );

  it('given a link, should not add target, class or rel (the server sets rel)', () => {
    const editor = createEditor();
    editor.commands.setLink({ href: 'https://example.com' });
    expect(editor.getHTML()).toBe('<p><a href="https://example.com">Some text to format</a></p>');
    editor.destroy();
  });

  it('given a javascript: or data: link, should refuse it', () => {
    const editor = createEditor();
    expect(editor.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setLink({ href: 'data:text/html,hi' })).toBe(false);
    expect(editor.getHTML()).toBe('<p>Some text to format</p>');
    editor.destroy();
  });

  it('given pasted HTML with scripts, styles, handlers and foreign URLs, should keep only allowed markup', () => {
    const dirty = [
      '<h1 style="color:red">Title</h1>',
      '<p class="lead" onclick="steal()" id="x">Hi <b>there</b><script>alert(1)</script></p>',
      '<style>body{display:none}</style>',
      '<p><a href="javascript:alert(1)" target="_blank" class="btn" onmouseover="x()">bad</a> ',
      '<a href="//evil.example/x">protocol-relative</a> <a href="https://ok.example" target="_blank" class="c">ok</a></p>',
      '<img src="http://insecure.example/a.png" alt="insecure">',
      '<img src="https://example.com/a.png" alt="ok" onerror="steal()" style="width:10px" class="c">',
      '<img src="data:image/png;base64,AAAA" alt="inline">',
      '<ol type="a" start="3" style="list-style:lower-alpha"><li>third</li></ol>',
      '<pre class="x"><code class="language-js hljs">let a = 1;</code></pre>',
      '<iframe src="https://evil.example"></iframe><h5>Five</h5>',
    ].join('');
    const editor = new Editor({ extensions: richTextExtensions(), content: dirty });
    const html = editor.getHTML();
    expect(outsideAllowList(html)).toEqual([]);
    expect(html).not.toMatch(
      /script|style|onclick|onerror|onmouseover|javascript|iframe|target|evil|insecure|data:/i,
    );
    // The text survives; only the markup goes.
    expect(html).toContain('<p>Title</p>');
    expect(html).toContain('Hi <strong>there</strong>');
    expect(html).toContain('<a href="https://ok.example">ok</a>');
    expect(html).toContain('<img src="https://example.com/a.png" alt="ok">');
    expect(html).toContain('<ol start="3"><li><p>third</p></li></ol>');
    expect(html).toContain('<pre><code class="language-js">let a = 1;</code></pre>');
    editor.destroy();
  });
});
