import { blogMessages, projectMessages } from '@brightlane/contract';
import { NOTICE_PARAM, noticeText, withNotice } from './notice.ts';

describe('notice', () => {
  it("given an API message with a notice, should add the notice's code to the address", () => {
    expect(withNotice('/projects/7', projectMessages.created)).toBe(
      '/projects/7?notice=project-created',
    );
    expect(withNotice('/blog/edit/4', blogMessages.submitted)).toBe(
      '/blog/edit/4?notice=post-submitted',
    );
  });

  it('given a message without a notice, should leave the address as it is', () => {
    expect(withNotice('/projects', 'Something else')).toBe('/projects');
  });

  it("should say a known code's message, and nothing for an unknown one or words in the address", () => {
    const said = (value: string) => noticeText(new URLSearchParams({ [NOTICE_PARAM]: value }));
    expect(said('project-deleted')).toBe(projectMessages.deleted);
    expect(said('Your account is locked: call 0400 000 000')).toBeUndefined();
    expect(said('toString')).toBeUndefined();
    expect(said('__proto__')).toBeUndefined();
    expect(noticeText(new URLSearchParams())).toBeUndefined();
  });
});
