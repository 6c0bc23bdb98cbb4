import { formatDay } from '../../contract/format';
import { branchOf, type BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { ConnectionStatus } from './connection-status';

const WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'] as const;

/** 'Thứ Tư, 11/03/2026' for the calendar day '2026-03-11'. */
export function dayTitle(day: string): string {
  return `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${formatDay(day)}`;
}

const SEPARATOR = "text-[0px] before:px-1.5 before:text-base before:content-['·'_/_'']";

export interface WorkshopHeaderProps {
  /** The technician's day once read: who, where, which day. */
  who?: { fullName: string; branch: BranchId; day: string };
  connected: boolean;
  waiting: number;
}

/** The top of the tablet: 'Việc hôm nay', the technician and branch, the day, the connection and what waits to be sent. */
export function WorkshopHeader({ who, connected, waiting }: WorkshopHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-card bg-navy-900 px-4 py-4 text-white shadow-card sm:px-6">
      <div className="min-w-0">
        <h1 className="text-title font-bold">{messages.workshopScreen.pageTitle}</h1>
        {who ? (
          <p className="mt-1 text-base text-navy-100">
            <span className="font-semibold text-white">{who.fullName}</span>
            {/* Read as a comma, seen as a dot drawn by CSS (with empty alt text): the page's text reads 'Tài, Chi nhánh', never 'Tài · , Chi nhánh'. */}
            <span className={SEPARATOR}>, </span>
            {branchOf(who.branch)?.name ?? who.branch}
            <span className={SEPARATOR}>, </span>
            <time dateTime={who.day}>{dayTitle(who.day)}</time>
          </p>
        ) : null}
      </div>
      <ConnectionStatus connected={connected} waiting={waiting} />
    </header>
  );
}
