import { excerptFromHtml, sanitizePostHtml, textFromHtml } from './sanitize-html.ts';

describe('sanitizePostHtml', () => {
  it('given a script element, should drop it with its content', () => {
    expect(sanitizePostHtml('<p>Hi</p><script>alert(1)</script><p>there</p>')).toBe(
      '<p>Hi</p><p>there</p>',
    );
    expect(sanitizePostHtml('<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>ok')).toBe('ok');
  });

  it('given style, iframe, object, form and svg elements, should drop them', () => {
    const dirty =
      '<style>p{color:red}</style><iframe src="https://evil.example"></iframe>' +
      '<object data="x.swf"></object><form action="/steal"><input name="a"></form>' +
      '<svg onload="alert(1)"><circle /></svg><p>kept</p>';
    const clean = sanitizePostHtml(dirty);
    expect(clean).toBe('<p>kept</p>');
  });

  it('given event handler attributes, should remove them and keep the element', () => {
    expect(
      sanitizePostHtml(
        '<p onclick="alert(1)" onmouseover="x()">Text</p><img src="https://img.example/a.png" onerror="alert(1)" alt="A">',
      ),
    ).toBe('<p>Text</p><img src="https://img.example/a.png" alt="A" loading="lazy" />');
  });

  it('given javascript:, data: and vbscript: URLs, should remove the href or the image', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
    expect(sanitizePostHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<img src="javascript:alert(1)" alt="x">')).toBe('');
    expect(sanitizePostHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
  });

  it('given images over http, protocol-relative or relative, should drop them; https images are kept', () => {
    expect(sanitizePostHtml('<img src="http://img.example/a.png" alt="a">')).toBe('');
    expect(sanitizePostHtml('<img src="//img.example/a.png" alt="a">')).toBe('');
    expect(sanitizePostHtml('<img src="images/a.png" alt="a"><img alt="no source">')).toBe('');
    expect(
      sanitizePostHtml(
        '<figure><img src="https://img.example/a.png" alt="Team" width="640" height="480" style="border:0"><figcaption>Our team</figcaption></figure>',
      ),
    ).toBe(
      '<figure><img src="https://img.example/a.png" alt="Team" width="640" height="480" loading="lazy" /><figcaption>Our team</figcaption></figure>',
    );
  });

  it('given headings, lists, emphasis and quotes, should keep them as written', () => {
    const html =
      '<h2>Why speed matters</h2><p>Fast <strong>sites</strong> <em>sell</em>.</p>' +
      '<h3>Steps</h3><ol start="2"><li>Measure</li><li>Fix</li></ol>' +
      '<ul><li>One</li><li>Two</li></ul><blockquote><p>Quote</p></blockquote><hr />';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('given an h1, should make it an h2 (the page title is the one h1)', () => {
    expect(sanitizePostHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('given links, should keep web, mail, phone and relative ones and mark external ones ugc', () => {
    expect(sanitizePostHtml('<a href="https://example.com/page" title="Example">x</a>')).toBe(
      '<a href="https://example.com/page" title="Example" rel="nofollow ugc noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="/contact" rel="opener" target="_blank">Contact</a>')).toBe(
      '<a href="/contact">Contact</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:hello@brightlane.example">mail</a>')).toBe(
      '<a href="mailto:hello@brightlane.example">mail</a>',
    );
    expect(sanitizePostHtml('<a href="tel:+61355501234">call</a>')).toBe(
      '<a href="tel:+61355501234">call</a>',
    );
  });

  it('given code blocks, should keep them, their language class and their text escaped', () => {
    expect(
      sanitizePostHtml(
        '<pre class="language-ts wide"><code class="language-ts">const a = 1 &lt; 2 &amp;&amp; x;</code></pre><p>Run <kbd>npm start</kbd> then <code>ls</code>.</p>',
      ),
    ).toBe(
      '<pre class="language-ts"><code class="language-ts">const a = 1 &lt; 2 &amp;&amp; x;</code></pre><p>Run <kbd>npm start</kbd> then <code>ls</code>.</p>',
    );
  });

  it('given style, class and id attributes on text, should remove them', () => {
    expect(
      sanitizePostHtml('<p id="main" class="x" style="position:fixed">Hi</p><span>s</span>'),
    ).toBe('<p>Hi</p>s');
  });

  it('given tables, should keep their structure and spans', () => {
    const html =
      '<table><caption>Plans</caption><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td colspan="2">Basic</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('given text that looks like markup, should keep it escaped', () => {
    expect(sanitizePostHtml('<p>1 &lt; 2 &amp; "quotes"</p>')).toBe(
      '<p>1 &lt; 2 &amp; "quotes"</p>',
    );
    expect(sanitizePostHtml('<p title="x">a <b onclick=1>b</b> <unknown>c</unknown></p>')).toBe(
      '<p>a <b>b</b> c</p>',
    );
  });
});

describe('textFromHtml and excerptFromHtml', () => {
  it('given blocks, should separate their text with spaces and decode entities', () => {
    expect(
      textFromHtml('<h2>Intro</h2><p>Fish &amp; chips &lt;3</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Intro Fish & chips <3 a b');
  });

  it('given a script, should not take its text', () => {
    expect(textFromHtml('<p>Hi</p><script>alert(1)</script>')).toBe('Hi');
  });

  it('given short text, should return it whole', () => {
    expect(excerptFromHtml('<p>Short post.</p>')).toBe('Short post.');
  });

  it('given long text, should cut at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const excerpt = excerptFromHtml(`<p>${words}</p>`, 60);
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1)).toMatch(/word\d+$/);
  });
});
