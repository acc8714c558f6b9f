import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { APP_READY_ATTRIBUTE } from './AppProviders.tsx';
import {
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
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('the early input script and its replay', () => {
  it('should stay small, since every page carries it', () => {
    expect(new TextEncoder().encode(inlineScript).length).toBeLessThanOrEqual(400);
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

  it('should keep a form from being sent natively until taken, and not after', () => {
    render('<form id="form"><input name="q" /><button>Send</button></form>');
    runInlineScript();
    const form = document.getElementById('form') as HTMLFormElement;
    const before = new Event('submit', { cancelable: true });
    form.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);

    takeEarlyPresses();
    const after = new Event('submit', { cancelable: true });
    form.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
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
    expect(() => replayWhenReady([])).not.toThrow();
  });
});
