import { useParams } from 'react-router-dom';
import { InvoicePage } from '../../features/manager/repairs/invoice-page';
import { usePageMeta } from '../use-page-meta';

export function ManagerInvoicePage() {
  usePageMeta({ title: 'Hóa đơn – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { repairId = '' } = useParams();
  return <InvoicePage key={repairId} repairId={repairId} />;
}
