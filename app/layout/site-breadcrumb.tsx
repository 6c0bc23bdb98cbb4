import { Link, useLocation } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbLinkProps } from '../../ui/breadcrumb';
import { breadcrumbTrail, standaloneTrail } from '../../contract/breadcrumbs';
import { useBreadcrumbDetailLabel } from './breadcrumb-detail';

function RouterLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** The trail under the header on every page but home (spec section 2 labels). */
export function SiteBreadcrumb() {
  const { pathname } = useLocation();
  const detail = useBreadcrumbDetailLabel();
  const trail = detail?.replacesTrail ? standaloneTrail(detail.label) : breadcrumbTrail(pathname, detail?.label);
  const items = trail.map((crumb) => ({ label: crumb.label, href: crumb.to }));
  if (items.length === 0) return null;
  return (
    <div className="border-b border-line bg-surface">
      <Breadcrumb items={items} linkComponent={RouterLink} className="mx-auto max-w-7xl px-4 py-3" />
    </div>
  );
}
