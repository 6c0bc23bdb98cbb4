import { Home, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { GARAGE } from '../../contract/garage';
import { Button } from '../../ui/button';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { usePageMeta } from '../use-page-meta';

const NOT_FOUND = 'Không tìm thấy trang';

export function NotFoundPage() {
  // The server answers every page address with index.html and 200: the tag keeps this one out of search results.
  usePageMeta(`${NOT_FOUND} – ${GARAGE.name}`, 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.', { noindex: true });
  useBreadcrumbDetail(NOT_FOUND, { replacesTrail: true });
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{NOT_FOUND}</h1>
      <p className="mt-3 text-ink-muted">Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Bạn có thể về trang chủ hoặc xem các dịch vụ của gara.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Về trang chủ
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/san-pham">
            <Search aria-hidden="true" />
            Xem dịch vụ
          </Link>
        </Button>
      </div>
    </section>
  );
}
