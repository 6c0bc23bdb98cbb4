import { ArrowRightLeft, ClipboardCheck, Undo2 } from 'lucide-react';
import { useOpenCounts } from '../../../entities/stock/get-open-counts';
import { useAllSuppliers } from '../../../entities/supplier/get-suppliers';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { CountForm } from './count-form';
import { OpenCountPanel } from './open-count-panel';
import { ReturnForm } from './return-form';
import { TransferForm } from './transfer-form';

/** `/manager/stock`: moving parts between branches, sending them back to a supplier, and counting a branch's shelves. */
export function StockMoves() {
  const suppliers = useAllSuppliers();
  // From the server, not this visit's memory: a count kept open yesterday is finished today.
  const openCounts = useOpenCounts();

  return (
    <section aria-labelledby="stock-moves-title" className="space-y-5">
      <header>
        <h1 id="stock-moves-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Chuyển kho & kiểm kê
        </h1>
        <p className="mt-1 text-ink-muted">Chuyển phụ tùng giữa hai chi nhánh, trả hàng cho nhà cung cấp, kiểm kê kho.</p>
      </header>
      <Tabs defaultValue="transfer">
        <TabsList aria-label="Việc với kho" className="max-[420px]:[&_svg]:hidden">
          <TabsTrigger value="transfer">
            <ArrowRightLeft aria-hidden="true" />
            Chuyển kho
          </TabsTrigger>
          <TabsTrigger value="return">
            <Undo2 aria-hidden="true" />
            Trả hàng
          </TabsTrigger>
          <TabsTrigger value="count">
            <ClipboardCheck aria-hidden="true" />
            Kiểm kê
          </TabsTrigger>
        </TabsList>
        <TabsContent value="transfer" className="min-w-0">
          <TransferForm />
        </TabsContent>
        <TabsContent value="return" className="min-w-0">
          <ReturnForm suppliers={suppliers.data ?? []} suppliersFailed={Boolean(suppliers.error)} />
        </TabsContent>
        <TabsContent value="count" className="min-w-0 space-y-5">
          {(openCounts.data?.items ?? []).map((count) => (
            <OpenCountPanel key={count._id} count={count} onClosed={() => void openCounts.mutate()} />
          ))}
          <CountForm onOpened={() => void openCounts.mutate()} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
