import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { APP_READY_ATTRIBUTE } from './AppProviders.tsx';
import {
  appFailed,
  APP_FAILED_GLOBAL,
  EARLY_INPUT_GLOBAL,
  replayPresses,
  replayWhenReady,
  takeEarlyPresses,
} from './earlyInput.ts';

/** The inline script of site/index.html, as every page carries it. */
const inlineScript = (() => {
  const script = /<script>([^<]*__earlyInput[^<]*)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('site/index.html lacks the early input script');
  return script;
})();

/** Runs the inline script on the current document, as the browser does in <head>. */
function runInlineScript() {
  new Function(inlineScript)();
}

function render(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  takeEarlyPresses();
  delete (window as unknown as Record<string, unknown>)[APP_FAILED_GLOBAL];
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('the early input script and its replay', () => {
  it('should stay small, since every page carries it', () => {
    // About 0.4 KB gzip: recording, native sends, and the failed start.
    expect(new TextEncoder().encode(inlineScript).length).toBeLessThanOrEqual(850);
  });

  it('should remember pressed buttons, in order, and not links or fields', () => {
    render(`
      <div id="root">
        <a href="#x" id="link">A link</a>
        <input id="field" />
        <button id="first"><svg><path id="icon" /></svg>First</button>
        <div role="button" id="second">Second</div>
      </div>`);
    runInlineScript();
    document.getElementById('link')!.click();
    document.getElementById('field')!.click();
    // A press on the button's icon is a press on the button.
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('second')!.click();
    const presses = takeEarlyPresses();
    expect(presses.map((press) => press.element.id)).toEqual(['first', 'second']);
    expect(presses[0]!.path).toEqual([0, 2]);
  });

  it('should let a form be sent natively, and not press its submit button again', () => {
    render('<form id="form"><input name="q" /><button id="send">Send</button></form>');
    runInlineScript();
    const form = document.getElementById('form') as HTMLFormElement;
    const send = document.getElementById('send')!;
    send.addEventListener('click', (event) => event.preventDefault()); // jsdom would submit
    send.click();
    const submit = new SubmitEvent('submit', { cancelable: true, submitter: send });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('should hold the press of a submit button marked data-app-only, and replay it', () => {
    render('<form id="form"><button id="next" data-app-only>Next</button></form>');
    runInlineScript();
    const form = document.getElementById('form') as HTMLFormElement;
    const next = document.getElementById('next')!;
    next.addEventListener('click', (event) => event.preventDefault());
    next.click();
    const held = new SubmitEvent('submit', { cancelable: true, submitter: next });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(takeEarlyPresses().map((press) => press.element.id)).toEqual(['next']);

    const after = new SubmitEvent('submit', { cancelable: true, submitter: next });
    form.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('given a script that fails to load, should make the page as without scripting', () => {
    render(`
      <div id="root">
        <button id="b">Open</button>
        <form id="form"><button id="next" data-app-only>Next</button></form>
        <noscript><a href="/login">Sign In</a></noscript>
      </div>
      <noscript><a href="/shell">The shell's own</a></noscript>`);
    runInlineScript();
    document.getElementById('b')!.click();
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();

    expect(document.documentElement.getAttribute(APP_READY_ATTRIBUTE)).toBe('failed');
    expect(document.querySelector('a[href="/login"]')?.textContent).toBe('Sign In');
    // Outside the root: the SPA shell's message for no scripting, not for a failure.
    expect(document.querySelector('a[href="/shell"]')).toBeNull();
    // Nothing is pressed again (the app never comes) and every form posts natively.
    expect(takeEarlyPresses()).toEqual([]);
    const next = document.getElementById('next')!;
    const submit = new SubmitEvent('submit', { cancelable: true, submitter: next });
    document.getElementById('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    // Once only: the noscript's content is not put in twice.
    appFailed();
    expect(document.querySelectorAll('a[href="/login"]')).toHaveLength(1);
  });

  it('should leave the page alone on a load error that is not a script', () => {
    render('<img id="img" alt="">');
    runInlineScript();
    document.getElementById('img')!.dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
  });

  it('should stop recording once taken, and give nothing the second time', () => {
    render('<button id="b">B</button>');
    runInlineScript();
    expect(EARLY_INPUT_GLOBAL in window).toBe(true);
    const button = document.getElementById('b')!;
    button.click();
    expect(takeEarlyPresses()).toHaveLength(1);
    button.click();
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('should press each button again as a mouse would: down, up, click, once each', () => {
    render('<button id="b">B</button>');
    runInlineScript();
    const button = document.getElementById('b')!;
    button.click();
    const presses = takeEarlyPresses();
    const seen: string[] = [];
    for (const type of ['mousedown', 'mouseup', 'click'])
      button.addEventListener(type, (event) => {
        expect((event as MouseEvent).button).toBe(0);
        seen.push(type);
      });
    replayPresses(presses);
    expect(seen).toEqual(['mousedown', 'mouseup', 'click']);
  });

  it('should find a button that hydration replaced by its place, and skip one that is gone', () => {
    render('<div><p>Text</p><button id="old">Open</button></div>');
    runInlineScript();
    document.getElementById('old')!.click();
    const presses = takeEarlyPresses();
    render('<div><p>Text</p><button id="new">Open</button></div>');
    const onClick = vi.fn();
    document.getElementById('new')!.addEventListener('click', onClick);
    replayPresses(presses);
    expect(onClick).toHaveBeenCalledTimes(1);

    render('<div><p>Text</p></div>');
    expect(() => replayPresses(presses)).not.toThrow();
  });

  it('should replay only once the app marks itself ready', async () => {
    render('<button id="b">B</button>');
    runInlineScript();
    const button = document.getElementById('b')!;
    button.click();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    replayWhenReady(takeEarlyPresses());
    await Promise.resolve();
    expect(onClick).not.toHaveBeenCalled();

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it('should do nothing without the inline script', () => {
    expect(takeEarlyPresses()).toEqual([]);
    expect(() => appFailed()).not.toThrow();
    expect(() => replayWhenReady([])).not.toThrow();
  });
});
