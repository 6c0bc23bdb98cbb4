import { useParams } from 'react-router-dom';
import { StatementScreen } from '../../features/manager/receivables/statement-screen';
import { usePageMeta } from '../use-page-meta';

export function ManagerStatementPage() {
  usePageMeta({ title: 'Bảng kê công nợ – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { creditAccountId = '' } = useParams();
  return <StatementScreen key={creditAccountId} creditAccountId={creditAccountId} />;
}
