import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * Renders `element` to HTML as the server would, then hydrates that markup in the document.
 * Returns React's commit phases while hydrating: ['mount'] alone means nothing set state during
 * hydration (state set in a layout effect adds a synchronous 'update' commit, a blocking task
 * on a real page). The root is unmounted and removed when the test finishes, pass or fail.
 */
export async function hydrateServerMarkup(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  const phases: string[] = [];
  const recoverableErrors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <Profiler id="hydration" onRender={(_id, phase) => phases.push(phase)}>
        {element}
      </Profiler>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    ),
  );
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { phases, recoverableErrors };
}
