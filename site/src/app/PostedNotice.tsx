import { useSearchParams } from 'react-router-dom';
import { Banner } from '@brightlane/ui';
import { noticeText } from './notice.ts';
import * as styles from './PostedNotice.css.ts';

/**
 * The outcome of a form the server answered, as its 303's address names it (app/notice.ts): a
 * positive status banner, rendered by the server, so it is there without the page's code.
 * Nothing for an address without one. Placed under a signed-in page's header.
 */
export function PostedNotice() {
  const [search] = useSearchParams();
  const text = noticeText(search);
  return text ? (
    <Banner tone="positive" className={styles.notice}>
      {text}
    </Banner>
  ) : null;
}
