import { CalendarClock, CarFront, KeyRound, ReceiptText, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Account } from '../../contract/accounts';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { AccountLoader } from './account-loader';
import { accountTypeLabel, roleLabels } from './account-labels';
import { formatDate } from '../../contract/format';

export interface AccountProfileProps {
  /** The signed-in user's id. */
  accountId: string;
}

/** Said in words, so an empty row does not look like a page that failed to load. */
const notGiven = <span className="text-ink-muted italic">Chưa cập nhật</span>;

function ProfileCard({ account }: { account: Account }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Họ và tên', value: account.fullName },
    { label: 'Email', value: account.email },
    { label: 'Số điện thoại', value: account.phone || notGiven },
    { label: 'Địa chỉ nhận hàng', value: account.address || notGiven },
    {
      label: 'Vai trò',
      value: (
        <span className="flex flex-wrap gap-1.5">
          {roleLabels(account.roles).map((label) => (
            <Badge key={label} tone="blue" size="sm">
              {label}
            </Badge>
          ))}
        </span>
      ),
    },
    { label: 'Đăng nhập bằng', value: accountTypeLabel(account.type) },
    {
      label: 'Trạng thái',
      value: account.status ? (
        <Badge tone="green" size="sm">
          Đang hoạt động
        </Badge>
      ) : (
        <Badge tone="red" size="sm">
          Đã khóa
        </Badge>
      ),
    },
    { label: 'Ngày tạo', value: formatDate(account.createdAt) },
  ];

  return (
    <div className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="flex flex-col items-center gap-4 bg-navy-900 px-6 py-8 text-center text-white sm:flex-row sm:text-left">
        <Avatar src={account.image} alt={`Ảnh đại diện của ${account.fullName}`} size="xl" />
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words">{account.fullName}</h2>
          <p className="break-all text-navy-100">{account.email}</p>
        </div>
      </div>
      <dl className="divide-y divide-line px-6">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
            <dd className="min-w-0 break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2 border-t border-line px-6 py-4 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <Link to="/account/update">
            <UserPen aria-hidden="true" />
            Cập nhật tài khoản
          </Link>
        </Button>
        {account.type === 'local' ? (
          <Button asChild variant="outline">
            <Link to="/account/changePass">
              <KeyRound aria-hidden="true" />
              Đổi mật khẩu
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/account/historyOrder">
            <ReceiptText aria-hidden="true" />
            Lịch sử đơn hàng
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/account/bookings">
            <CalendarClock aria-hidden="true" />
            Lịch hẹn của tôi
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/account/vehicles">
            <CarFront aria-hidden="true" />
            Xe của tôi
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** `/account/profile`: the signed-in user's account, read-only, with the way to change it. */
export function AccountProfile({ accountId }: AccountProfileProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-navy-900">Thông tin tài khoản</h1>
      <AccountLoader accountId={accountId}>{(account) => <ProfileCard account={account} />}</AccountLoader>
    </div>
  );
}
