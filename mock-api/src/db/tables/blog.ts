// Blog posts (docs/product/spec.md §3 "Blog post", docs/product/decisions.md "Blog"). Anyone reads published posts;
// authoring (sign-in, only the author or staff edits) arrives with user accounts, so the
// author is kept as a nullable id plus the name shown on the post.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The contract's blogPostStatuses (kept apart so drizzle-kit never resolves a workspace package). */
const blogPostStatuses = ['draft', 'submitted', 'published'] as const;

export const blogPosts = pgTable(
  'blog_posts',
  {
    // A UUID, not a sequence: edit and delete addresses (/blog/edit/{id}) reveal nothing about
    // how many posts, drafts included, exist.
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique; generated from the title and editable (contract slugify, SLUG_PATTERN). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The card text of the list; null when the author gave none (the API derives one). */
    excerpt: text('excerpt'),
    /** HTML, sanitised with the allow-list (services/sanitize-html.ts) before it is stored. */
    content: text('content').notNull(),
    status: text('status', { enum: blogPostStatuses }).notNull().default('draft'),
    /**
     * The author's user id. Nullable and without a foreign key until the users table exists
     * (and for posts the seed script writes); text fits whatever id type users get.
     */
    authorId: text('author_id'),
    /** The name shown on the post (a snapshot, so a post reads the same if the account goes). */
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the post is first published, kept if it goes back to draft (docs/product/decisions.md). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    // The public list: published posts, newest first.
    index('blog_posts_published_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('blog_posts_author_idx').on(table.authorId),
    check('blog_posts_status_check', sql`${table.status} in ('draft', 'submitted', 'published')`),
    check(
      'blog_posts_published_at_check',
      sql`${table.status} <> 'published' or ${table.publishedAt} is not null`,
    ),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
