import { ShieldCheck } from 'lucide-react';
import { GuestRequest } from './guest-request';
import { LinkConsents } from './link-consents';

export interface GuestPrivacyProps {
  /** The mail link's token (`?t=`): the page then shows that address's choices. */
  token?: string;
}

/** '/quyen-rieng-tu': from a mail's link, that address's choices; otherwise a guest's request about their data, proved by a booking or job. */
export function GuestPrivacy({ token }: GuestPrivacyProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-ink">
          <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
          Quyền riêng tư
        </h1>
        <p className="mt-2 text-ink-muted">
          {token
            ? 'Chọn những thư bạn muốn nhận từ gara. Thay đổi có hiệu lực ngay.'
            : 'Không có tài khoản? Xác minh bằng mã lịch hẹn hoặc mã phiếu sửa chữa và số điện thoại, gara gửi mã xác nhận đến e-mail đã dùng, rồi gửi yêu cầu về dữ liệu của bạn.'}
        </p>
      </div>
      {token ? (
        <LinkConsents token={token} />
      ) : (
        <section className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
          <GuestRequest />
        </section>
      )}
    </div>
  );
}
