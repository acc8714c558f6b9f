// Presses made before the app has run are not lost (docs/decisions/015-back-on-the-named-stack.md).
//
// A pre-rendered page looks ready long before its code has loaded (seconds on a slow phone),
// and people press its buttons meanwhile: a FAQ question, a tab, 'Apply Now', the menu. Before
// hydration those buttons do nothing. A tiny inline script in site/index.html remembers each
// button (or [role=button]) pressed. Links navigate and fields take text natively: the script
// leaves them alone (a form built with the ui's useForm reads what its fields show into its
// state once hydrated).
//
// A form sent before hydration goes natively: it posts to its page, whose server-side action
// answers it as the code would (docs/decisions/040-forms-post-to-the-server.md), so the send
// is never held back behind code that may be seconds away or never come. Its submit button is
// then not pressed again. The exception is a submit button marked `data-app-only` (the Quote
// Builder's 'Next': a step of the app's, not a send), whose press is held and replayed.
//
// The browser entry calls `takeEarlyPresses` right after `hydrateRoot` has been called, in the
// same task: from then on React itself holds a press on a not yet hydrated part (it hydrates
// that part at once and dispatches the event), so the inline script stops recording there, and
// nothing is pressed twice. `replayWhenReady` then presses each remembered button once more,
// in order, when the app has committed (`<html data-app="ready">`, AppProviders' ReadyMarker).
//
// When the code fails before that (its script blocked or not found, a chunk that will not
// load), `appFailed` — or the inline script itself, on a script's load error — makes the page
// what it is without scripting: `<html data-app="failed">`, which the CSS of the parts that
// differ without scripting reads as it reads `@media (scripting: none)` (app/scripting.ts), the
// content of each `<noscript>` in the app's root put into the page (not the SPA shell's own,
// outside it), and every form posting natively.

/** What the inline script in site/index.html leaves on `window`. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** AppProviders' APP_READY_ATTRIBUTE="ready", repeated so this module imports nothing. */
const READY_ATTRIBUTE = 'data-app';

/** A remembered press: the button, and where it was in case hydration replaced it. */
export interface EarlyPress {
  element: Element;
  /** Child indices from <body> down to the element, taken before hydration changed anything. */
  path: number[];
  tagName: string;
}

/**
 * Stops the inline script's recording and returns the presses it remembered. Call it right
 * after `hydrateRoot`, in the same task. Safe to call without the script, or twice.
 */
export function takeEarlyPresses(win: Window = window): EarlyPress[] {
  const take = (win as unknown as Record<string, (() => Element[]) | undefined>)[
    EARLY_INPUT_GLOBAL
  ];
  if (typeof take !== 'function') return [];
  delete (win as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  const body = win.document.body;
  return take().map((element) => ({
    element,
    path: pathOf(element, body),
    tagName: element.tagName,
  }));
}

function pathOf(element: Element, body: HTMLElement): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== body; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

/** The element now at a press's place: the same one, or what hydration put at its path. */
function findAgain(press: EarlyPress, doc: Document): Element | null {
  if (press.element.isConnected) return press.element;
  let node: Element | undefined = doc.body;
  for (const index of press.path) node = node?.children[index];
  return node && node.tagName === press.tagName ? node : null;
}

/**
 * Presses each button again, in order, as a mouse would: pointer and mouse down and up, then
 * click. Components act on different parts of that (tabs select on mousedown, most buttons on
 * click), so each sees the press it listens for, once.
 */
export function replayPresses(presses: readonly EarlyPress[], doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  for (const press of presses) {
    const element = findAgain(press, doc);
    if (!element) continue;
    const mouse = { bubbles: true, cancelable: true, composed: true, button: 0, detail: 1 };
    const pointer = { ...mouse, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    const Pointer = view.PointerEvent as typeof PointerEvent | undefined;
    if (Pointer) element.dispatchEvent(new Pointer('pointerdown', pointer));
    element.dispatchEvent(new view.MouseEvent('mousedown', mouse));
    if (Pointer) element.dispatchEvent(new Pointer('pointerup', pointer));
    element.dispatchEvent(new view.MouseEvent('mouseup', mouse));
    // Also a submit button's activation: its form is sent through the app's handler.
    element.dispatchEvent(new view.MouseEvent('click', mouse));
  }
}

/** What the inline script leaves on `window` for a start that failed. */
export const APP_FAILED_GLOBAL = '__appFailed';

/**
 * The app's code failed to start: the page behaves as without scripting from now on (see the
 * top of this file). Safe to call without the inline script, or twice.
 */
export function appFailed(win: Window = window): void {
  const fail = (win as unknown as Record<string, (() => void) | undefined>)[APP_FAILED_GLOBAL];
  if (typeof fail === 'function') fail();
}

/** Replays the presses once `<html data-app="ready">` is set (at once if it is already). */
export function replayWhenReady(presses: readonly EarlyPress[], doc: Document = document): void {
  if (presses.length === 0) return;
  const html = doc.documentElement;
  const ready = () => html.getAttribute(READY_ATTRIBUTE) === 'ready';
  if (ready()) {
    replayPresses(presses, doc);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    replayPresses(presses, doc);
  });
  observer.observe(html, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
}
