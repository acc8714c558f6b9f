import { useSearchParams } from 'react-router-dom';
import { Banner } from '@brightlane/ui';
import { noticeText } from './notice.ts';

/**
 * The outcome of a form the server answered, as its 303's address names it (app/notice.ts): a
 * positive status banner, rendered by the server, so it is there without the page's code.
 * Nothing for an address without one.
 */
export function PostedNotice({ className }: { className?: string }) {
  const [search] = useSearchParams();
  const text = noticeText(search);
  return text ? (
    <Banner tone="positive" className={className}>
      {text}
    </Banner>
  ) : null;
}
