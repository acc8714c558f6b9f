// The blog editor's local autosave (docs/decisions/021-blog-authoring.md: "autosaving a draft locally so a closed tab loses
// nothing"). What the author typed since the last save is kept in localStorage under their own
// account and the post ('new' before the first save), and removed once the server has it.
// Storage can be full, disabled or private: then the editor works as before, without the net.
import { blogPostStatuses, type BlogPostStatus } from '@brightlane/contract';

/** The form's values: what is kept, as typed. */
export interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: BlogPostStatus;
}

export interface LocalDraft {
  values: PostValues;
  /** When it was kept (ISO). */
  savedAt: string;
}

const PREFIX = 'brightlane-post-draft';

/** The key of one author's unsaved changes to one post. */
export function draftKey(userId: string, postId: string | undefined): string {
  return `${PREFIX}:${userId}:${postId ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The kept draft, or null (none, or something unreadable: then it is dropped). */
export function readDraft(key: string): LocalDraft | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: Partial<PostValues>; savedAt?: unknown };
    const values = parsed.values;
    if (
      values &&
      isText(values.title) &&
      isText(values.slug) &&
      isText(values.excerpt) &&
      isText(values.content) &&
      (blogPostStatuses as readonly unknown[]).includes(values.status) &&
      isText(parsed.savedAt)
    ) {
      return { values: values as PostValues, savedAt: parsed.savedAt };
    }
  } catch {
    /* not ours, or cut short: dropped below */
  }
  store?.removeItem(key);
  return null;
}

/** Keeps the values; false when the browser would not store them. */
export function writeDraft(key: string, values: PostValues, now = new Date()): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

export const sameValues = (a: PostValues, b: PostValues) =>
  a.title === b.title &&
  a.slug === b.slug &&
  a.excerpt === b.excerpt &&
  a.content === b.content &&
  a.status === b.status;
