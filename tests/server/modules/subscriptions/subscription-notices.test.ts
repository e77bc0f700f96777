import { describe, expect, it } from 'vitest';
import {
  NOTICE_SKIP_REASONS,
  type NoticeCandidate,
  oneNoticeEach,
} from '../../../../src/server/modules/subscriptions/notices.ts';

/** Issue 23, 3: one notice per recipient, change and medium; a skip says why. */

const entry = (
  subscription: string,
  recipientKey: string,
  mediaType: NoticeCandidate['mediaType'] = 'Email',
  skipReason: string | null = null,
): NoticeCandidate => ({
  subscriptionId: subscription,
  subscriptionName: `S ${subscription}`,
  recipientKey,
  mediaType,
  skipReason,
});

const outcome = (entries: NoticeCandidate[]) =>
  oneNoticeEach(entries).map((e) => `${e.subscriptionId} ${e.recipientKey} ${e.mediaType}: ${e.skipReason ?? 'send'}`);

describe('one notice per recipient, change and medium', () => {
  it('two subscriptions naming one person: the first sends, the second is skipped naming it', () => {
    expect(outcome([entry('a', 'pat'), entry('b', 'pat'), entry('b', 'sam')])).toEqual([
      'a pat Email: send',
      `b pat Email: ${NOTICE_SKIP_REASONS.duplicate('S a')}`,
      'b sam Email: send',
    ]);
  });

  it('another medium is another notice', () => {
    expect(outcome([entry('a', 'pat', 'Email'), entry('b', 'pat', 'Text')])).toEqual([
      'a pat Email: send',
      'b pat Text: send',
    ]);
  });

  it('a person named in person and through a role of one subscription is one entry, preferring the one not skipped', () => {
    const inactive = NOTICE_SKIP_REASONS.inactiveRole('Night crew');
    expect(outcome([entry('a', 'pat', 'Email', inactive), entry('a', 'pat'), entry('a', 'pat')])).toEqual([
      'a pat Email: send',
    ]);
    expect(
      outcome([entry('a', 'pat', 'Email', inactive), entry('a', 'pat', 'Email', NOTICE_SKIP_REASONS.mayNotSee)]),
    ).toEqual([`a pat Email: ${inactive}`]);
  });

  it('a skipped entry keeps its own reason and does not take the notice from a later subscription', () => {
    expect(
      outcome([entry('a', 'pat', 'Email', NOTICE_SKIP_REASONS.mayNotSee), entry('b', 'pat'), entry('c', 'pat')]),
    ).toEqual([
      `a pat Email: ${NOTICE_SKIP_REASONS.mayNotSee}`,
      'b pat Email: send',
      `c pat Email: ${NOTICE_SKIP_REASONS.duplicate('S b')}`,
    ]);
  });
});
