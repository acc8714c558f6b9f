// A toast to show on the next page (projects, blog posts, the dashboard): the site mounts no
// Toaster (each page brings its own), so a save or a delete that navigates leaves its message
// here and the page it lands on shows it. Kept in memory, not in the history entry, so a reload
// or going back does not show it again.
import { useEffect } from 'react';
import { useToast, type ToastTone } from '@brightlane/ui';

let pending: { title: string; tone: ToastTone } | null = null;

/** Leaves `title` for the next page that calls `useFlashToast`. */
export function flash(title: string, tone: ToastTone = 'positive'): void {
  pending = { title, tone };
}

/** Shows the message left by the page before, once. Inside a `<Toaster>`. */
export function useFlashToast(): void {
  const { toast } = useToast();
  useEffect(() => {
    const message = pending;
    pending = null;
    if (message) toast(message);
  }, [toast]);
}
