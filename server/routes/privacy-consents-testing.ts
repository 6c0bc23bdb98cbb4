/** Test helpers for consents: what a person chose, given directly as a form would record it. */
import type { Db } from '../db/client';
import { consents } from '../db/schema';
import { currentNoticeOf } from '../services/privacy/notices';

/** Records `granted` for `purpose` (default: service messages granted) for an account, as its 'Quyền riêng tư' page would. */
export async function giveConsent(
  db: Db,
  who: { accountId?: string | null; email?: string | null; phone?: string | null },
  purpose: 'processing' | 'serviceMessages' | 'marketing' = 'serviceMessages',
  granted = true,
): Promise<void> {
  const { version } = await currentNoticeOf(db);
  await db.insert(consents).values({
    accountId: who.accountId ?? null,
    email: who.email ?? null,
    phone: who.phone ?? null,
    purpose,
    granted,
    noticeVersion: version,
    channel: 'account',
  });
}
