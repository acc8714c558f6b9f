import { draftKey, readDraft, removeDraft, sameValues, writeDraft } from './localDraft.ts';

const values = {
  title: 'Hello',
  slug: 'hello',
  excerpt: '',
  content: '<p>Hi</p>',
  status: 'draft' as const,
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the blog editor’s local draft', () => {
  it('given values, should keep them per author and post and give them back', () => {
    const key = draftKey('user-1', undefined);
    expect(key).toBe('brightlane-post-draft:user-1:new');
    expect(writeDraft(key, values, new Date('2026-04-01T10:00:00.000Z'))).toBe(true);
    expect(readDraft(key)).toEqual({ values, savedAt: '2026-04-01T10:00:00.000Z' });
    expect(readDraft(draftKey('user-2', undefined))).toBeNull();
    expect(readDraft(draftKey('user-1', '7'))).toBeNull();
    removeDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('given something unreadable under the key, should drop it and answer none', () => {
    const key = draftKey('user-1', '7');
    localStorage.setItem(key, '{"values":{"title":1}');
    expect(readDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(
      key,
      JSON.stringify({ values: { ...values, status: 'x' }, savedAt: 'now' }),
    );
    expect(readDraft(key)).toBeNull();
  });

  it('given a browser that refuses to store (full, private), should say so and not throw', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft(draftKey('user-1', undefined), values)).toBe(false);
  });

  it('should compare every field', () => {
    expect(sameValues(values, { ...values })).toBe(true);
    for (const field of ['title', 'slug', 'excerpt', 'content'] as const) {
      expect(sameValues(values, { ...values, [field]: 'other' })).toBe(false);
    }
    expect(sameValues(values, { ...values, status: 'published' })).toBe(false);
  });
});
