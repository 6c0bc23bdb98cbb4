import { Calculator, List, PencilLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { PackageBody, ServicePackage } from '../../../contract/service-packages';
import { usePricing } from '../../../entities/service-package/get-pricing';
import { useCreateServicePackage, useUpdateServicePackage } from '../../../entities/service-package/write-service-package';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { PackageForm } from './package-form';
import { PackageList } from './package-list';
import { PricingForm } from './pricing-form';

type Tab = 'list' | 'form' | 'pricing';

export interface ServicePackagesScreenProps {
  /** A master keeps the packages and prices; an admin reads them. */
  isMaster: boolean;
}

function PricingTab({ isMaster }: ServicePackagesScreenProps) {
  const { data, error, mutate } = usePricing();
  // Said in place below; a refresh failing behind the form shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.packages.pricingLoadFailed);
  if (data) return <PricingForm key={data.updatedAt ?? 'defaults'} pricing={data} isMaster={isMaster} />;
  if (error) return <LoadError error={error} message={loadErrorText(error, messages.packages.pricingLoadFailed)} onRetry={() => void mutate()} />;
  return (
    <div role="status" aria-label={messages.common.loading} className="space-y-4">
      <Skeleton className="block h-40" />
      <Skeleton className="block h-64" />
    </div>
  );
}

/**
 * `/manager/service-packages` 'Gói dịch vụ': the packages the quote editor puts in one click
 * (list, add, edit, delete) and 'Đơn giá', the labour rate of each branch and the parts markup
 * they are priced with. A master changes them; an admin reads.
 */
export function ServicePackagesScreen({ isMaster }: ServicePackagesScreenProps) {
  const toast = useToast();
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<ServicePackage | null>(null);
  const { trigger: create } = useCreateServicePackage();
  const { trigger: update } = useUpdateServicePackage();

  const changeTab = (next: Tab) => {
    if (next !== 'form') setEditing(null);
    setTab(next);
  };
  const save = async (body: PackageBody) => {
    if (editing) await update({ id: editing._id, body: { ...body, version: editing.version } });
    else await create(body);
    toast.success(editing ? messages.packages.saved : messages.packages.created);
    setEditing(null);
    setTab('list');
  };

  return (
    <section aria-labelledby="service-packages-title" className="min-w-0 space-y-5">
      <header>
        <h1 id="service-packages-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Gói dịch vụ
        </h1>
        <p className="mt-1 text-ink-muted">Các gói giờ công và phụ tùng đưa vào báo giá bằng một lần bấm, đơn giá giờ công từng chi nhánh và bảng lợi nhuận phụ tùng.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => changeTab(value === 'form' || value === 'pricing' ? value : 'list')}>
        {/* On a phone the icons go, so all three tabs show. */}
        <TabsList aria-label="Gói dịch vụ" className="max-[480px]:[&_svg]:hidden max-[480px]:[&>button]:px-3">
          <TabsTrigger value="list">
            <List aria-hidden="true" />
            Danh sách
          </TabsTrigger>
          {isMaster ? (
            <TabsTrigger value="form">
              {editing ? <PencilLine aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {editing ? 'Sửa gói' : 'Thêm gói'}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="pricing">
            <Calculator aria-hidden="true" />
            Đơn giá
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list" className="min-w-0">
          {isMaster ? null : <p className="mb-4 text-sm text-ink-muted">{messages.packages.masterOnly}</p>}
          <PackageList
            isMaster={isMaster}
            onEdit={(pack) => {
              setEditing(pack);
              setTab('form');
            }}
          />
        </TabsContent>
        {isMaster ? (
          <TabsContent value="form" className="min-w-0">
            <PackageForm key={editing ? `${editing._id}-${editing.version}` : 'new'} pack={editing} onSubmit={save} />
          </TabsContent>
        ) : null}
        <TabsContent value="pricing" className="min-w-0">
          <PricingTab isMaster={isMaster} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
