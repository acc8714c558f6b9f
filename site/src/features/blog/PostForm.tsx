import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  blogPostStatuses,
  memberPostStatuses,
  slugify,
  type BlogPost,
  type BlogPostInput,
  type BlogPostResponse,
  type PublicUser,
} from '@brightlane/contract';
import {
  Banner,
  Button,
  Form,
  Link,
  Select,
  TextArea,
  TextField,
  useForm,
  useToast,
} from '@brightlane/ui';
import { RichTextEditor } from '@brightlane/ui/rich-text-editor';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { flash } from '../../app/flash.ts';
import { useHydrated } from '../../app/useHydrated.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { formatDateTime } from '../projects/format.ts';
import { useSession } from '../auth/session.ts';
import { createPost, postFailure, updatePost } from './authoringApi.ts';
import { postFormCopy as copy, postStatusOptionLabels } from './authoringCopy.ts';
import { POST_FORM, toPostRequest as toRequest, valuesOf } from './postedForms.ts';
import {
  draftKey,
  readDraft,
  removeDraft,
  sameValues,
  writeDraft,
  type LocalDraft,
  type PostValues,
} from './localDraft.ts';
import * as styles from './authoring.css.ts';
import * as frame from '../../layouts/memberPage.css.ts';

/** How long typing must pause before the browser keeps the values. */
const KEEP_AFTER_MS = 400;

/** The fields the browser keeps, as the form names them. */
const keptFields = ['title', 'slug', 'excerpt', 'content', 'status'] as const;

export interface PostFormProps {
  /** The post being edited; none for a new one. */
  post?: BlogPost;
  /** Who writes: whose browser-kept draft this is, and whether they may publish (staff). */
  user: PublicUser;
  /** Called with the saved post, after the server has it (the edit page shows its state). */
  onSaved?: (post: BlogPost) => void;
}

/**
 * The post form of /blog/create and /blog/edit/{id}: title, slug (proposed from the title
 * until edited), excerpt, content in the rich-text editor, and its status, checked with the
 * contract's schema. Staff publish; a member saves a draft or submits it for review (a member's
 * published post shows as published, and saving it asks for review again: the API answers
 * 'Only staff can publish a post…' on the field otherwise). Every change is kept in this
 * browser (localDraft.ts) until the server has it, so a closed tab or a failed save loses
 * nothing; on return the kept values come back, with a note and 'Discard changes'. A new post,
 * once created, continues at its edit page. Sent before or without the page's code, it posts to
 * its page, whose action answers the same (features/blog/actions.ts); the page answering it
 * shows its messages and what was typed from the first render. Where the code does not run,
 * the content is its HTML in a text area (the editor's stand-in, `RichTextEditor`'s `name`).
 */
export function PostForm({ post, user, onSaved }: PostFormProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  // The session's user once the store has answered; until then (on the server, at hydration)
  // the guard's, so the choices of the server's render and of hydration are the same.
  const canPublish = (useSession().session.user ?? user).role === 'staff';
  const key = draftKey(user.id, post?.id);
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<PostValues>(POST_FORM);
  // Rendered by the server, the browser's kept copy is read once the page has hydrated (the
  // server cannot read it, and hydration must render what the server did).
  const hydrating = !useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // What the server has: what 'unsaved' is measured against.
  const [saved, setSaved] = useState(() => valuesOf(post));
  // Read once, on the first render the browser makes alone.
  const [restored, setRestored] = useState<LocalDraft | null>(() =>
    hydrating || posted ? null : keptDraft(key, saved),
  );
  const [initial] = useState(
    () => restored?.values ?? (posted ? { ...saved, ...posted.values } : saved),
  );
  // The slug follows the title until someone types in it; a saved post keeps its address.
  const slugIsOwn = (values: PostValues) =>
    Boolean(post) || (values.slug !== '' && values.slug !== slugify(values.title));
  const [slugEdited, setSlugEdited] = useState(() => slugIsOwn(initial));
  const [keptAt, setKeptAt] = useState<string | null>(restored?.savedAt ?? null);
  // Set once a new post is created: the page is on its way to the editor, and a keeping that
  // was already scheduled must not bring the 'new' copy back.
  const created = useRef(false);

  const form = useForm<PostValues>({
    initialValues: initial,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: async (values) => {
      const { blogPostInputSchema, fieldErrors } = await loadValidation();
      return fieldErrors(blogPostInputSchema, toRequest(values));
    },
    fallbackError: copy.saveFailed,
    onSubmit: async (values) => {
      let answer: BlogPostResponse;
      try {
        const { blogPostInputSchema } = await loadValidation();
        const input: BlogPostInput = blogPostInputSchema.parse(toRequest(values));
        answer = await (post ? updatePost(post.id, input) : createPost(input));
      } catch (error) {
        throw postFailure(error);
      }
      if (!post) created.current = true;
      removeDraft(key);
      setKeptAt(null);
      setRestored(null);
      if (!post) {
        flash(answer.message);
        void navigate(`/blog/edit/${answer.post.id}`, { replace: true });
        return;
      }
      // The server's values (a slug lower-cased, HTML sanitised) are now the form's.
      const next = valuesOf(answer.post);
      setSaved(next);
      form.reset(next);
      onSaved?.(answer.post);
      toast({ tone: 'positive', title: answer.message });
    },
  });

  // Hydrated from the server's render: the kept copy now, unless this page answers a post (what
  // was sent is newer) or something was typed before the code ran (that stays, and is kept).
  const { reset } = form;
  const [restoreAfterHydration] = useState(() => hydrating && !posted);
  useEffect(() => {
    if (!restoreAfterHydration) return;
    const kept = keptDraft(key, saved);
    const shown = formRef.current?.elements;
    const typed = keptFields.some((name) => {
      const field = shown?.namedItem(name);
      return field && 'value' in field && field.value !== saved[name];
    });
    if (!kept || typed) return;
    setRestored(kept);
    setKeptAt(kept.savedAt);
    setSlugEdited(slugIsOwn(kept.values));
    reset(kept.values);
    // Once, after hydration: what the server rendered is the page's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoreAfterHydration]);

  const { values } = form;
  // Keep what differs from the server's values; drop the kept copy once they agree again.
  useEffect(() => {
    if (sameValues(values, saved)) {
      removeDraft(key);
      return;
    }
    const timer = window.setTimeout(() => {
      if (created.current) return;
      const now = new Date();
      if (writeDraft(key, values, now)) setKeptAt(now.toISOString());
    }, KEEP_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [values, saved, key]);

  const discard = () => {
    removeDraft(key);
    setRestored(null);
    setKeptAt(null);
    setSlugEdited(slugIsOwn(saved));
    form.reset(saved);
  };

  // Nothing differs from the server's values: nothing is kept, so nothing to say.
  const kept = sameValues(values, saved) ? null : keptAt;

  const title = form.field('title');
  const slug = form.field('slug');
  const content = form.valueField('content');
  const disabled = form.submitting;

  return (
    <Form
      method="post"
      {...form.formProps}
      ref={formRef}
      aria-label={copy.formLabel}
      onFocusCapture={preloadValidation}
      className={styles.form}
    >
      <FormName name={POST_FORM} />
      {restored ? (
        <Banner
          tone="info"
          title={copy.restoredTitle}
          action={
            <Button size="sm" variant="outline" tone="neutral" onClick={discard}>
              {copy.discard}
            </Button>
          }
        >
          {copy.restoredText(formatDateTime(restored.savedAt))}
        </Banner>
      ) : null}
      <TextField
        {...title}
        onChange={(event) => {
          title.onChange(event);
          if (!slugEdited) form.setValue('slug', slugify(event.target.value));
        }}
        label={copy.title}
        autoComplete="off"
        maxLength={BLOG_TITLE_MAX}
        required
      />
      <div className={styles.pair}>
        <TextField
          {...slug}
          onChange={(event) => {
            slug.onChange(event);
            setSlugEdited(true);
          }}
          label={copy.slug}
          hint={copy.slugHint(values.slug)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <Select
          {...form.field('status')}
          label={copy.status}
          options={blogPostStatuses
            .filter(
              (status) =>
                canPublish ||
                (memberPostStatuses as readonly string[]).includes(status) ||
                status === values.status,
            )
            .map((status) => ({
              value: status,
              label: postStatusOptionLabels[status],
              disabled: !canPublish && status === 'published',
            }))}
          required
        />
      </div>
      <TextArea
        {...form.field('excerpt')}
        label={copy.excerpt}
        hint={copy.excerptHint}
        rows={2}
        autoResize
        maxRows={6}
        maxLength={BLOG_EXCERPT_MAX}
      />
      <RichTextEditor
        label={copy.content}
        name={content.name}
        value={content.value}
        onValueChange={content.onValueChange}
        error={content.error}
        disabled={disabled}
        required
      />
      <div className={styles.statusLine}>
        <span>
          {post?.status === 'submitted'
            ? copy.submittedNote
            : post?.publishedAt
              ? copy.publishedNote(formatDateTime(post.publishedAt))
              : post
                ? copy.draftNote
                : null}
        </span>
        {kept ? (
          <span role="status">{copy.keptLocally(formatDateTime(kept))}</span>
        ) : (
          <span role="status" />
        )}
      </div>
      <div className={frame.formActions}>
        <Button
          type="submit"
          loading={form.submitting}
          loadingText={post ? copy.saving : copy.creating}
        >
          {post ? copy.save : copy.create}
        </Button>
        <Button asChild variant="outline" tone="neutral">
          <RouterLink to="/dashboard">{copy.cancel}</RouterLink>
        </Button>
        {post && saved.status === 'published' ? (
          <Link asChild underline="hover">
            <RouterLink to={`/blog/${saved.slug}`}>{copy.viewPost}</RouterLink>
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The browser's kept copy of this post's changes, or null (none, or the same as the server's). */
function keptDraft(key: string, saved: PostValues): LocalDraft | null {
  const kept = readDraft(key);
  if (kept && sameValues(kept.values, saved)) {
    removeDraft(key);
    return null;
  }
  return kept;
}
