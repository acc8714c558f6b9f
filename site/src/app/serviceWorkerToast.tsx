// The 'A new version is available' toast (serviceWorker.ts). The site mounts no Toaster of its
// own (each page brings one, app/flash.ts), so this one gets a small React root of its own,
// outside the app's tree: it appears on any page, hydrated or not, and survives navigation.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, useToast } from '@brightlane/ui';

export const UPDATE_TOAST_TITLE = 'A new version is available';
export const UPDATE_TOAST_ACTION = 'Refresh';

const HOST_ATTRIBUTE = 'data-service-worker-update';

/**
 * Shows the update toast, once per page; 'Refresh' calls `activate`. Returns a function that
 * removes it (the page never needs it; a test does, so no React work outlives its document).
 */
export function showUpdateToast(activate: () => void): () => void {
  if (document.querySelector(`[${HOST_ATTRIBUTE}]`)) return () => {};
  const host = document.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, '');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <Toaster>
      <UpdateToast activate={activate} />
    </Toaster>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

function UpdateToast({ activate }: { activate: () => void }) {
  const { toast } = useToast();
  useEffect(() => {
    toast({
      id: 'service-worker-update',
      tone: 'info',
      title: UPDATE_TOAST_TITLE,
      // Until the visitor acts: it is reachable with F8 (the alerts region) whenever they are ready.
      duration: Infinity,
      action: {
        label: UPDATE_TOAST_ACTION,
        onClick: activate,
        altText: 'Press F8 to reach the alerts, then Refresh to load the new version',
      },
    });
  }, [toast, activate]);
  return null;
}
