import { AuthArea } from '../../features/auth/auth-area';
import { useSession } from '../../features/auth/session';
import { HeaderCartBadge } from '../header-cart-badge';
import { SiteHeader } from '../layout/site-header';
import { StaffAlertsSlot } from '../staff-alerts-slot';

/**
 * The header with the account corner and the cart (on every public page an island hydrated
 * once the page is idle), and the staff alerts for a signed-in staff member.
 */
export function HeaderIsland() {
  const { isStaff } = useSession();
  return (
    <>
      <SiteHeader authSlot={<AuthArea />} mobileAuthSlot={<AuthArea placement="sheet" />} cartSlot={<HeaderCartBadge />} />
      {isStaff ? <StaffAlertsSlot /> : null}
    </>
  );
}
