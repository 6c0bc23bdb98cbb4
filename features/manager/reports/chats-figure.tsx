import { groupThousands } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { CHAT_BOOKING_DAYS, monthText, shareText, type Report } from '../../../contract/reports';
import type { ReportFilters } from '../../../entities/report/get-report';
import { ReportFigure } from './report-figure';
import { monthTick } from './report-format';
import { ReportTable } from './report-table';

export interface ChatsFigureProps {
  chats: Report['chats'];
  filters: ReportFilters;
}

/** Customers who wrote in the chat each month, and how many of them booked soon after. */
export function ChatsFigure({ chats, filters }: ChatsFigureProps) {
  const title = 'Từ tin nhắn đến lịch hẹn';
  return (
    <ReportFigure
      figure="chats"
      title={title}
      filters={filters}
      stats={[
        { label: 'Khách nhắn tin', value: groupThousands(chats.chats) },
        { label: 'Đã đặt lịch', value: groupThousands(chats.converted) },
        { label: 'Tỷ lệ đặt lịch', value: shareText(chats.converted, chats.chats) },
      ]}
      charts={[
        {
          data: chats.rows.map((row) => ({ month: row.month, chats: row.chats, converted: row.converted })),
          labelKey: 'month',
          series: [
            { key: 'chats', name: 'Khách nhắn tin', color: 'var(--color-navy-700)' },
            { key: 'converted', name: 'Đã đặt lịch', color: 'var(--color-success)' },
          ],
          formatLabel: monthTick,
        },
      ]}
      table={
        <ReportTable
          caption={title}
          headers={['Tháng', 'Khách nhắn tin', 'Đã đặt lịch', 'Tỷ lệ đặt lịch']}
          rows={chats.rows.map((row) => ({
            key: row.month,
            label: monthText(row.month),
            cells: [groupThousands(row.chats), groupThousands(row.converted), shareText(row.converted, row.chats)],
          }))}
          total={[groupThousands(chats.chats), groupThousands(chats.converted), shareText(chats.converted, chats.chats)]}
        />
      }
      empty={chats.chats === 0}
      note={format(messages.reports.chatNote, { days: CHAT_BOOKING_DAYS })}
    />
  );
}
