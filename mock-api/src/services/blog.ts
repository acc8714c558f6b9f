// Blog posts (DECISIONS.md "Blog"): anyone reads published posts, newest first. Post HTML is
// sanitised with the allow-list when it is stored, and again when one post is read, so a post
// stored under an older, looser allow-list is still served under today's.
import {
  SLUG_PATTERN,
  type BlogListQuery,
  type BlogPostStatus,
  type PublishedPost,
  type PublishedPostList,
  type PublishedPostSummary,
} from '@brightlane/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
}

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
    // The table's check makes published_at present on every published row.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createBlogService(db: Db): BlogService {
  return {
    async listPublished({ page, pageSize }) {
      const [rows, total] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(isPublished)
          // Matches blog_posts_published_idx; id breaks ties so pages never overlap.
          .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc`)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(blogPosts, isPublished),
      ]);
      return { posts: rows.map(toSummary), page, pageSize, total };
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
      const inserted = await db
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
        .returning({ id: blogPosts.id });
      return inserted.length > 0;
    },
  };
}
