import { getPrivacyNotice, type PrivacyNotice } from '../contract/privacy';
import { mockOk } from './endpoint-handlers';

/** The notice in force in the stories: what the consent boxes name (version 1, as migration 0030 publishes it). */
export const demoPrivacyNotice: PrivacyNotice = {
  version: 1,
  title: 'Chính sách bảo mật thông tin cá nhân',
  body: [
    'Gara Ô tô Sài Gòn là bên kiểm soát và xử lý dữ liệu cá nhân của khách hàng theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15.',
    '## Gara giữ những thông tin nào',
    'Họ tên, số điện thoại, e-mail, biển số và tình trạng xe, lịch hẹn và nội dung trò chuyện với gara.',
  ].join('\n\n'),
  publishedAt: '2026-01-01T00:00:00.000Z',
  publishedBy: null,
};

/**
 * Stories only: `GET /api/privacy/notice` answers the notice in force (`version` overrides its
 * number). Every story has it by default (.storybook/preview.tsx): any form that takes personal
 * data reads it for its consent boxes; a story overrides it with its own `msw.use`.
 */
export function privacyNoticeHandler(notice: Partial<PrivacyNotice> = {}) {
  return mockOk(getPrivacyNotice, { ...demoPrivacyNotice, ...notice });
}
