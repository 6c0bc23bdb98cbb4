import {
  BadgeCheck,
  CalendarClock,
  CalendarDays,
  CarFront,
  FolderTree,
  Heart,
  IdCard,
  Images,
  KeyRound,
  LogOut,
  MessagesSquare,
  Newspaper,
  ReceiptText,
  ShieldCheck,
  Warehouse,
  UserCog,
  UserPen,
  UserRound,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { alertTotal, type AlertCounts } from '../../contract/alerts';
import { format, messages } from '../../contract/messages';
import { CountBadge } from '../../ui/count-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { UserMenuButtonContent, userMenuButtonClass, type UserMenuPlacement } from './user-menu-button';

export interface UserMenuProps {
  fullName: string;
  image: string | null;
  email: string;
  /** Admin or master: the messages link and the management group. */
  isStaff: boolean;
  /** Master: accounts, staff and positions in the management group too. */
  isMaster: boolean;
  /** A technician: the workshop view (staff have it too). */
  isTechnician?: boolean;
  /** False for Google and Facebook accounts, which have no password. */
  canChangePassword: boolean;
  onLogout: () => void;
  /** `bar` sits on the dark header; `sheet` inside the light mobile menu. */
  placement?: UserMenuPlacement;
  /** Opens the menu as soon as it mounts (the button was pressed while the menu was loading). */
  defaultOpen?: boolean;
  /** Staff: what waits for them, as the server counts it; no badges without it. */
  alertCounts?: AlertCounts;
}

interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const staffLinks: MenuLink[] = [
  { to: '/manager/products', label: 'Sản phẩm', icon: Wrench },
  { to: '/manager/news', label: 'Tin tức', icon: Newspaper },
  { to: '/manager/banner', label: 'Banner', icon: Images },
  { to: '/manager/category', label: 'Danh mục', icon: FolderTree },
  { to: '/manager/booking', label: 'Lịch hẹn', icon: CalendarDays },
];

const masterLinks: MenuLink[] = [
  { to: '/manager/accounts', label: 'Tài khoản', icon: Users },
  { to: '/manager/staff', label: 'Nhân sự', icon: IdCard },
  { to: '/manager/category-staff', label: 'Chức vụ', icon: BadgeCheck },
];

const badgeLabel = (count: number) => format(messages.alerts.badgeLabel, { count });

function LinkItem({ to, label, icon: Icon, count = 0 }: MenuLink & { count?: number }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
        <CountBadge count={count} label={badgeLabel(count)} className="ml-auto" />
      </Link>
    </DropdownMenuItem>
  );
}

/** The new items behind each menu entry, by address. */
function linkCounts(counts: AlertCounts | undefined): Record<string, number> {
  if (!counts) return {};
  return { '/admin-chat': counts.waitingChats + counts.unreadMessages, '/manager/booking': counts.newBookings };
}

/** The signed-in user's avatar and name, opening the account, shop and management links. */
export function UserMenu({ fullName, image, email, isStaff, isMaster, isTechnician = false, canChangePassword, onLogout, placement = 'bar', defaultOpen, alertCounts }: UserMenuProps) {
  const counts = isStaff ? linkCounts(alertCounts) : {};
  const total = isStaff && alertCounts ? alertTotal(alertCounts) : 0;
  const accountLinks: MenuLink[] = [
    { to: '/account/profile', label: 'Thông tin tài khoản', icon: UserRound },
    { to: '/account/update', label: 'Cập nhật tài khoản', icon: UserPen },
    ...(canChangePassword ? [{ to: '/account/changePass', label: 'Đổi mật khẩu', icon: KeyRound }] : []),
    { to: '/account/likeProducts', label: 'Dịch vụ yêu thích', icon: Heart },
    { to: '/account/historyOrder', label: 'Lịch sử đơn hàng', icon: ReceiptText },
    { to: '/account/bookings', label: 'Lịch hẹn của tôi', icon: CalendarClock },
    { to: '/account/vehicles', label: messages.myVehicles.title, icon: CarFront },
    { to: '/account/privacy', label: 'Quyền riêng tư', icon: ShieldCheck },
    ...(isStaff ? [{ to: '/admin-chat', label: 'Tin nhắn', icon: MessagesSquare }] : []),
    ...(isStaff || isTechnician ? [{ to: '/xuong', label: 'Xưởng', icon: Warehouse }] : []),
  ];

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={userMenuButtonClass(placement)}>
        <UserMenuButtonContent fullName={fullName} image={image} placement={placement} marker={<CountBadge count={total} label={badgeLabel(total)} />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="normal-case tracking-normal">
          <span className="block truncate text-sm font-bold text-ink">{fullName}</span>
          <span className="block truncate font-normal">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinks.map((link) => (
            <LinkItem key={link.to} {...link} count={counts[link.to]} />
          ))}
        </DropdownMenuGroup>
        {isStaff ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-label="Quản lý">
              <DropdownMenuLabel className="flex items-center gap-1.5">
                <UserCog aria-hidden="true" className="size-3.5" />
                Quản lý
              </DropdownMenuLabel>
              {staffLinks.map((link) => (
                <LinkItem key={link.to} {...link} count={counts[link.to]} />
              ))}
              {isMaster ? masterLinks.map((link) => <LinkItem key={link.to} {...link} />) : null}
            </DropdownMenuGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Đăng xuất
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
