import {
  BLOG_PAGE_SIZE_MAX,
  blogListQuerySchema,
  fieldErrors,
  publishedPostListSchema,
  publishedPostSchema,
} from './index.ts';

describe('blogListQuerySchema', () => {
  it('given no query, should default to the first page of 10', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it('given query text, should read whole numbers', () => {
    expect(blogListQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({
      page: 3,
      pageSize: 50,
    });
  });

  it('given a page size over the maximum, or pages that are not whole numbers from 1, should say so', () => {
    expect(BLOG_PAGE_SIZE_MAX).toBe(50);
    expect(fieldErrors(blogListQuerySchema, { page: '0', pageSize: '51' })).toEqual({
      page: 'Page must be a whole number from 1',
      pageSize: 'Page size must be a whole number from 1 to 50',
    });
    expect(fieldErrors(blogListQuerySchema, { page: 'two', pageSize: '2.5' })).toEqual({
      page: 'Page must be a whole number from 1',
      pageSize: 'Page size must be a whole number from 1 to 50',
    });
  });
});

describe('published post schemas', () => {
  const summary = {
    id: 'b1',
    slug: 'hello',
    title: 'Hello',
    excerpt: 'A first post',
    authorName: 'Ann',
    authorKind: 'person',
    publishedAt: '2026-11-03T00:00:00.000Z',
    updatedAt: '2026-11-03T00:00:00.000Z',
  };

  it('given a post from the API, should require its HTML and a publish date', () => {
    expect(publishedPostSchema.safeParse({ ...summary, contentHtml: '<p>Hi</p>' }).success).toBe(
      true,
    );
    expect(publishedPostSchema.safeParse(summary).success).toBe(false);
    expect(
      publishedPostSchema.safeParse({ ...summary, contentHtml: '', publishedAt: null }).success,
    ).toBe(false);
  });

  it('given a list, should carry the page, the page size and the total', () => {
    expect(
      publishedPostListSchema.safeParse({ posts: [summary], page: 1, pageSize: 10, total: 1 })
        .success,
    ).toBe(true);
    expect(
      publishedPostListSchema.safeParse({ posts: [], page: 1, pageSize: 51, total: 0 }).success,
    ).toBe(false);
  });
});
