import { PencilLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Breach } from '../../../contract/privacy';
import { useBreaches } from '../../../entities/privacy/get-breaches';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { LoadError } from '../../../ui/load-error';
import { BreachClock } from './breach-clock';
import { BreachDialog } from './breach-dialog';

export interface BreachRegisterProps {
  now: Date;
}

/** The breach register: each breach with its 72-hour clock; record a new one, update one. */
export function BreachRegister({ now }: BreachRegisterProps) {
  const { data, error, isLoading, mutate } = useBreaches();
  const [editing, setEditing] = useState<Breach | 'new' | null>(null);

  const columns: DataTableColumn<Breach>[] = [
    {
      key: 'what',
      header: 'Sự cố',
      cell: (breach) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-words">{breach.title}</span>
          <span className="text-sm break-words text-ink-muted">{breach.description}</span>
        </span>
      ),
    },
    { key: 'found', header: 'Phát hiện lúc', className: 'whitespace-nowrap', cell: (breach) => formatDateTime(breach.foundAt) },
    {
      key: 'data',
      header: 'Dữ liệu, số người',
      cell: (breach) => (
        <span className="flex min-w-0 flex-col">
          <span className="break-words">{breach.dataKinds}</span>
          <span className="text-sm text-ink-muted">{breach.peopleAffected} người</span>
        </span>
      ),
    },
    { key: 'measures', header: 'Biện pháp', cell: (breach) => <span className="break-words">{breach.measures}</span> },
    { key: 'clock', header: 'Hạn báo cáo 72 giờ', cell: (breach) => <BreachClock breach={breach} now={now} /> },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-ink-muted">Mỗi sự cố lộ, mất hoặc truy cập trái phép dữ liệu cá nhân: phải báo cáo trong 72 giờ kể từ khi phát hiện.</p>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Ghi sự cố
        </Button>
      </div>
      {error && !data ? (
        <LoadError error={error} message={messages.privacyScreen.breachesLoadFailed} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Sổ sự cố dữ liệu"
          headingLevel={2}
          hideCaption
          stackOnPhone
          columns={columns}
          rows={data ?? []}
          getRowKey={(breach) => breach._id}
          totalLabel={(count) => `Tổng số: ${count} sự cố`}
          loading={isLoading}
          emptyMessage={messages.privacyScreen.breachesEmpty}
          rowActions={(breach) => (
            <Button variant="outline" size="sm" aria-label={`Cập nhật sự cố ${breach.title}`} onClick={() => setEditing(breach)}>
              <PencilLine aria-hidden="true" />
              Cập nhật
            </Button>
          )}
        />
      )}
      {editing ? <BreachDialog breach={editing === 'new' ? undefined : editing} now={now} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
    </div>
  );
}
