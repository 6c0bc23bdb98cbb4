import { Link } from 'react-router-dom';
import { usePageMeta } from '../use-page-meta';

export function NotFoundPage() {
  usePageMeta('Không tìm thấy trang – Gara Ô Tô Sài Gòn', 'Trang bạn tìm không tồn tại.');
  return (
    <section className="py-16 text-center">
      <p className="text-6xl font-bold text-orange-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Không tìm thấy trang</h1>
      <p className="mt-2 text-slate-700">Trang bạn tìm không tồn tại hoặc đã được chuyển đi.</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-orange-700 px-5 py-3 font-semibold text-white hover:bg-orange-800">
        Về trang chủ
      </Link>
    </section>
  );
}
