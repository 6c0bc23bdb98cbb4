import { StockMoves } from '../../features/manager/stock/stock-moves';
import { usePageMeta } from '../use-page-meta';

export function ManagerStockPage() {
  usePageMeta({ title: 'Chuyển kho và kiểm kê – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <StockMoves />;
}
