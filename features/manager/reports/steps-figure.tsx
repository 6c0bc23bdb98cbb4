import { groupThousands } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Report } from '../../../contract/reports';
import { REPAIR_STEP_LABELS } from '../../../contract/repair-step-names';
import type { ReportFilters } from '../../../entities/report/get-report';
import { ReportFigure } from './report-figure';
import { durationText } from './report-format';
import { ReportTable } from './report-table';

export interface StepsFigureProps {
  steps: Report['steps'];
  filters: ReportFilters;
}

/** Jobs in each step now, and how long a job stays in each step on average (two charts: a count and a time). */
export function StepsFigure({ steps, filters }: StepsFigureProps) {
  const data = steps.rows.map((row) => ({ step: REPAIR_STEP_LABELS[row.step], open: row.open, hours: row.averageMinutes === null ? null : row.averageMinutes / 60 }));
  const title = 'Xe theo bước và thời gian trung bình mỗi bước';
  return (
    <ReportFigure
      figure="steps"
      title={title}
      filters={filters}
      layout="below"
      stats={[
        { label: 'Xe đang sửa', value: groupThousands(steps.open) },
        { label: 'Lần xe rời bước', value: groupThousands(steps.stays) },
      ]}
      charts={[
        { title: 'Xe đang ở bước', data, labelKey: 'step', horizontal: true, series: [{ key: 'open', name: 'Xe đang ở bước', color: 'var(--color-navy-700)' }] },
        {
          title: 'Thời gian trung bình (giờ)',
          data,
          labelKey: 'step',
          horizontal: true,
          series: [{ key: 'hours', name: 'Thời gian trung bình', color: 'var(--color-brand-500)' }],
          formatValue: (hours) => durationText(Math.round(hours * 60)),
        },
      ]}
      table={
        <ReportTable
          caption={title}
          headers={['Bước', 'Xe đang ở bước', 'Lần rời bước', 'Thời gian trung bình']}
          rows={steps.rows.map((row) => ({
            key: row.step,
            label: REPAIR_STEP_LABELS[row.step],
            cells: [groupThousands(row.open), groupThousands(row.stays), row.averageMinutes === null ? '–' : durationText(row.averageMinutes)],
          }))}
          total={[groupThousands(steps.open), groupThousands(steps.stays), '']}
        />
      }
      empty={steps.open === 0 && steps.stays === 0}
      note={messages.reports.stepsNote}
    />
  );
}
