import { Home, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_HEAD, NOT_FOUND_TITLE } from '../../contract/page-heads';
import { Button } from '../../ui/button';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { usePageMeta } from '../use-page-meta';


export function NotFoundPage() {
  // The server answers 404 for the addresses it knows are missing; the tag also covers those only the browser finds.
  usePageMeta(NOT_FOUND_HEAD, { noindex: true });
  useBreadcrumbDetail(NOT_FOUND_TITLE, { replacesTrail: true });
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{NOT_FOUND_TITLE}</h1>
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
