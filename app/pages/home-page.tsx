import { useNavigate } from 'react-router-dom';
import { CategoryList } from '../../features/catalog/category-list';
import { usePageMeta } from '../use-page-meta';

export function HomePage() {
  const navigate = useNavigate();
  usePageMeta('Gara Ô Tô Sài Gòn – Sửa chữa, bảo dưỡng ô tô', 'Sửa chữa, bảo dưỡng, đồng sơn và cứu hộ ô tô 24/24 tại TP. Hồ Chí Minh.');
  return (
    <div className="grid gap-6 md:grid-cols-[280px_1fr]">
      <CategoryList onSelect={(id) => navigate(id ? `/san-pham?category=${id}` : '/san-pham')} />
      <section>
        <h1 className="text-3xl font-bold">Gara Ô Tô Sài Gòn</h1>
        <p className="mt-2 text-slate-700">Sửa chữa, bảo dưỡng và chăm sóc xe của bạn tại hai chi nhánh ở TP. Hồ Chí Minh.</p>
      </section>
    </div>
  );
}
