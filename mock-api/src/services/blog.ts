// Blog posts (docs/product/decisions.md "Blog"): anyone reads published posts, newest first. Post HTML is
// sanitised with the allow-list when it is stored, and again when one post is read, so a post
// stored under an older, looser allow-list is still served under today's.
import {
  SLUG_PATTERN,
  type BlogPost,
  type BlogPostInput,
  type BlogPostSummary,
  type BlogListQuery,
  type BlogPostStatus,
  type PublishedPost,
  type PublishedPostList,
  type PublishedPostSummary,
} from '@brightlane/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Listen } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { blogPosts, type BlogPostRow } from '../db/schema.ts';
import { excerptFromHtml, sanitizePostHtml } from './sanitize-html.ts';

/** A new post as the service stores it; `content` may be any HTML (it is sanitised here). */
export interface NewPost {
  title: string;
  slug: string;
  content: string;
  excerpt?: string | null;
  status: BlogPostStatus;
  authorId?: string | null;
  authorName: string;
  /**
   * When it was published; default now for a published post. Ignored for a draft. A date in
   * the past back-dates the post: it was also created and last updated then.
   */
  publishedAt?: Date;
}

export interface BlogService {
  /** One page of published posts, newest first, and how many are published. */
  listPublished(query: BlogListQuery): Promise<PublishedPostList>;
  /** The published post with this slug; undefined for a draft or an unknown slug. */
  publishedBySlug(slug: string): Promise<PublishedPost | undefined>;
  /** Every published post's slug and dates, newest first (for /sitemap.xml). */
  listPublishedAddresses(): Promise<PublishedAddress[]>;
  /** Stores the post unless its slug is taken; true when it was stored. */
  createIfSlugFree(post: NewPost): Promise<boolean>;
  /** The author's drafts and posts, the last changed first. */
  mine(authorId: string): Promise<BlogPostSummary[]>;
  /** Every post submitted for review, the longest waiting first (staff publish them). */
  submitted(): Promise<BlogPostSummary[]>;
  /** A post for its editor: the author or staff; others get 'forbidden', or 'not-found' for a draft. */
  forEditor(id: string, editor: Editor): Promise<EditorResult<BlogPost>>;
  create(input: BlogPostInput, author: Editor & { name: string }): Promise<CreateResult>;
  update(
    id: string,
    input: BlogPostInput,
    editor: Editor,
  ): Promise<EditorResult<BlogPost> | SlugTaken | PublishNeedsStaff>;
  remove(id: string, editor: Editor): Promise<EditorResult<true>>;
}

/** Who is changing a post: its author may, staff may change any. */
export interface Editor {
  id: string;
  role: 'user' | 'staff';
}
type SlugTaken = { ok: false; reason: 'slug-taken' };
/** A member asked for status published: only staff publish (docs/product/decisions.md "Blog"). */
type PublishNeedsStaff = { ok: false; reason: 'publish-needs-staff' };
export type EditorResult<T> =
  { ok: true; value: T } | { ok: false; reason: 'not-found' | 'forbidden' };
export type CreateResult = { ok: true; value: BlogPost } | SlugTaken | PublishNeedsStaff;

const publishNeedsStaff: PublishNeedsStaff = { ok: false, reason: 'publish-needs-staff' };
const mayPublish = (editor: Editor, input: BlogPostInput) =>
  input.status !== 'published' || editor.role === 'staff';

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

function toPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    status: row.status,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The row's columns from an editor's input: HTML sanitised, blank excerpt null. */
const columnsOf = (input: BlogPostInput) => ({
  title: input.title,
  slug: input.slug,
  content: sanitizePostHtml(input.content),
  excerpt: input.excerpt?.trim() || null,
  status: input.status,
});

/** Where a published post lives and when it last changed. */
export interface PublishedAddress {
  slug: string;
  publishedAt: Date;
  updatedAt: Date;
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  authorName: blogPosts.authorName,
  authorId: blogPosts.authorId,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

type SummaryRow = Pick<BlogPostRow, keyof typeof summaryColumns>;

const isPublished = eq(blogPosts.status, 'published');

function toSummary(row: SummaryRow): PublishedPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt?.trim() ? row.excerpt.trim() : excerptFromHtml(row.content),
    authorName: row.authorName,
    // Only a post no account wrote (the agency's own) is the organisation's: a member may
    // call themselves anything, search engines still get a person.
    authorKind: row.authorId === null ? 'organization' : 'person',
    // The table's check makes published_at present on every published row.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The channel the blog_posts trigger (migration 0008) NOTIFYs on every change. */
export const BLOG_CHANNEL = 'brightlane_blog';
/** Pages of the public list kept at once; past it, further pages are read but not kept. */
const CACHED_PAGES = 200;
/** A kept page is read again after this long even without a change heard (a lost listener). */
const CACHED_PAGE_MS = 60_000;

/**
 * The public list's pages, kept in memory until blog_posts changes: the busiest read after the
 * session check, and it changes only when a post is written (BENCHMARKS.md, session 17;
 * docs/decisions/031-blog-list-cache.md). A change anywhere clears it: this service's own
 * writes at once, any other (another process, the seed, a cascade, SQL by hand) through the
 * table's trigger and LISTEN. A page read while a change lands is not kept (the generation
 * moved). Without a listener (it could not start) nothing is kept.
 */
function createListCache(listen: Listen) {
  const pages = new Map<string, { list: PublishedPostList; until: number }>();
  let generation = 0;
  let listening: Promise<boolean> | undefined;
  const clear = () => {
    generation += 1;
    pages.clear();
  };
  return {
    clear,
    async get(key: string, read: () => Promise<PublishedPostList>): Promise<PublishedPostList> {
      listening ??= listen(BLOG_CHANNEL, clear, clear).then(
        () => true,
        () => {
          listening = undefined; // try again with the next read
          return false;
        },
      );
      if (!(await listening)) return read();
      const kept = pages.get(key);
      if (kept && kept.until > Date.now()) return kept.list;
      const seen = generation;
      const list = await read();
      if (seen === generation && (pages.size < CACHED_PAGES || pages.has(key))) {
        pages.set(key, { list, until: Date.now() + CACHED_PAGE_MS });
      }
      return list;
    },
  };
}

export function createBlogService(db: Db, options: { listen?: Listen } = {}): BlogService {
  const cache = options.listen ? createListCache(options.listen) : undefined;
  /** Runs a write, then forgets the kept pages (this process's reads see it at once). */
  async function changing<T>(write: PromiseLike<T>): Promise<T> {
    try {
      return await write;
    } finally {
      cache?.clear();
    }
  }

  // The post, and whether `editor` may change it. A draft of someone else does not exist for
  // them (its title and slug stay private); a published post of someone else is forbidden.
  async function editable(id: string, editor: Editor): Promise<EditorResult<BlogPostRow>> {
    if (!isUuid(id)) return { ok: false, reason: 'not-found' };
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.authorId === editor.id || editor.role === 'staff') return { ok: true, value: row };
    return { ok: false, reason: row.status === 'published' ? 'forbidden' : 'not-found' };
  }

  // One statement: the page and the total (a window count, taken before limit and offset).
  // A post's body is read only when its excerpt must be made from it. Built once: the public
  // blog list is the busiest read after the session check (BENCHMARKS.md, session 16). On first
  // use, so making the service never touches the database.
  let publishedPageQuery: ReturnType<typeof preparePublishedPage> | undefined;
  const preparePublishedPage = () =>
    db
      .select({
        ...summaryColumns,
        content: sql<string>`case when btrim(coalesce(${blogPosts.excerpt}, '')) = '' then ${blogPosts.content} else '' end`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(blogPosts)
      .where(isPublished)
      // Matches blog_posts_published_idx; id breaks ties so pages never overlap.
      .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('blog_published_page');

  async function readPage({ page, pageSize }: BlogListQuery): Promise<PublishedPostList> {
    publishedPageQuery ??= preparePublishedPage();
    const rows = await publishedPageQuery.execute({
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    // A page past the end has no row to carry the total: count then (rare).
    const total = rows[0]?.total ?? (page > 1 ? await db.$count(blogPosts, isPublished) : 0);
    return { posts: rows.map(toSummary), page, pageSize, total };
  }

  return {
    listPublished(query) {
      return cache
        ? cache.get(`${query.page}:${query.pageSize}`, () => readPage(query))
        : readPage(query);
    },

    async publishedBySlug(slug) {
      // Not a slug the contract allows: no such post, and no query needed.
      if (!SLUG_PATTERN.test(slug)) return undefined;
      const [row] = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublished))
        .limit(1);
      if (!row) return undefined;
      return { ...toSummary(row), contentHtml: sanitizePostHtml(row.content) };
    },

    async listPublishedAddresses() {
      const rows = await db
        .select({
          slug: blogPosts.slug,
          publishedAt: blogPosts.publishedAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(isPublished)
        .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc`);
      return rows.map((row) => ({
        slug: row.slug,
        publishedAt: row.publishedAt ?? row.updatedAt,
        updatedAt: row.updatedAt,
      }));
    },

    async createIfSlugFree(post) {
      const published = post.status === 'published';
      // A back-dated post (sample content, an import) was also written and last edited then.
      const writtenAt = published ? post.publishedAt : undefined;
      const inserted = await changing(
        db
          .insert(blogPosts)
          .values({
            title: post.title.trim(),
            slug: post.slug,
            content: sanitizePostHtml(post.content),
            excerpt: post.excerpt?.trim() || null,
            status: post.status,
            authorId: post.authorId ?? null,
            authorName: post.authorName,
            publishedAt: published ? (post.publishedAt ?? new Date()) : null,
            ...(writtenAt ? { createdAt: writtenAt, updatedAt: writtenAt } : {}),
          })
          .onConflictDoNothing({ target: blogPosts.slug })
          .returning({ id: blogPosts.id }),
      );
      return inserted.length > 0;
    },

    async mine(authorId) {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.authorId, authorId))
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
      return rows.map((row) => {
        const { content: _content, ...summary } = toPost(row);
        return summary;
      });
    },

    async submitted() {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.status, 'submitted'))
        .orderBy(asc(blogPosts.updatedAt), asc(blogPosts.id));
      return rows.map((row) => {
        const { content: _content, ...summary } = toPost(row);
        return summary;
      });
    },

    async forEditor(id, editor) {
      const found = await editable(id, editor);
      return found.ok ? { ok: true, value: toPost(found.value) } : found;
    },

    async create(input, author) {
      if (!mayPublish(author, input)) return publishNeedsStaff;
      const published = input.status === 'published';
      try {
        const [row] = await changing(
          db
            .insert(blogPosts)
            .values({
              ...columnsOf(input),
              authorId: author.id,
              authorName: author.name,
              publishedAt: published ? new Date() : null,
            })
            .returning(),
        );
        if (!row) throw new Error('The post was not stored');
        return { ok: true, value: toPost(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
        throw error;
      }
    },

    async update(id, input, editor) {
      const found = await editable(id, editor);
      if (!found.ok) return found;
      // Staff publishing a member's post keep its author: author_id and author_name stay.
      if (!mayPublish(editor, input)) return publishNeedsStaff;
      try {
        const [row] = await changing(
          db
            .update(blogPosts)
            .set({
              ...columnsOf(input),
              updatedAt: sql`now()`,
              // Set when first published, also when a draft is published later; kept after.
              publishedAt:
                input.status === 'published'
                  ? sql`coalesce(${blogPosts.publishedAt}, now())`
                  : sql`${blogPosts.publishedAt}`,
            })
            .where(eq(blogPosts.id, id))
            .returning(),
        );
        return row ? { ok: true, value: toPost(row) } : { ok: false, reason: 'not-found' };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
        throw error;
      }
    },

    async remove(id, editor) {
      const found = await editable(id, editor);
      if (!found.ok) return found;
      await changing(db.delete(blogPosts).where(eq(blogPosts.id, id)));
      return { ok: true, value: true };
    },
  };
}
