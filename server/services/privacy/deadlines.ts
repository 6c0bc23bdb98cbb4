import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { PRIVACY_DEADLINE_WARN_DAYS, PRIVACY_REQUEST_DEADLINE_WORKING_DAYS, type PrivacyRequestKind } from '../../../contract/privacy-rules';
import { formatDay } from '../../../contract/format';
import { privacyRequests } from '../../db/schema';
import { maskName } from '../../lib/mask';
import { vietnamToday } from '../../lib/vietnam-time';
import { addWorkingDays, workingDaysBetween } from '../../lib/working-days';
import type { ServiceDeps } from '../deps';

/** The last working day to answer a request received at `receivedAt` (counted from the next day, Vietnam time). */
export function deadlineOf(kind: PrivacyRequestKind, receivedAt: Date): string {
  return addWorkingDays(vietnamToday(receivedAt), PRIVACY_REQUEST_DEADLINE_WORKING_DAYS[kind]);
}

/** Working days left until `deadline` (0 on the day, negative when late). */
export function workingDaysLeft(deadline: string, now: Date): number {
  return workingDaysBetween(vietnamToday(now), deadline);
}

/**
 * Open requests whose deadline is PRIVACY_DEADLINE_WARN_DAYS working days away or nearer alert the
 * staff once: `warned_at` is claimed by one conditional update, so of several processes (or ticks)
 * only the one that set it sends the alert. Answers how many alerts went.
 */
export async function warnNearingDeadlines(deps: Pick<ServiceDeps, 'db' | 'live' | 'now'>): Promise<number> {
  const now = deps.now();
  const horizon = addWorkingDays(vietnamToday(now), PRIVACY_DEADLINE_WARN_DAYS);
  const due = await deps.db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.status, 'open'), isNull(privacyRequests.warnedAt), lte(privacyRequests.deadline, horizon)))
    .orderBy(asc(privacyRequests.deadline));
  let sent = 0;
  for (const { id } of due) {
    const [claimed] = await deps.db
      .update(privacyRequests)
      .set({ warnedAt: now })
      .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.warnedAt), eq(privacyRequests.status, 'open')))
      .returning({ fullName: privacyRequests.fullName, deadline: privacyRequests.deadline });
    if (!claimed) continue;
    deps.live.staffAlert({
      type: 'privacy',
      id,
      text: format(messages.privacy.deadlineAlert, { name: maskName(claimed.fullName), deadline: formatDay(claimed.deadline) }),
      href: '/manager/privacy',
      createdAt: now.toISOString(),
    });
    sent += 1;
  }
  return sent;
}
