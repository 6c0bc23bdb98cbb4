import { getMyConsents, getPrivacyNotice, type MyConsents, type PrivacyNotice } from '../contract/privacy';
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

/** A signed-in customer who agreed to processing when they registered: the live chat asks them nothing more. */
export const demoMyConsents: MyConsents = {
  notice: { version: 1, publishedAt: '2026-01-01T00:00:00.000Z' },
  choices: { processing: true, serviceMessages: false, marketing: false },
  restricted: false,
  history: [
    { _id: '6752f0a1c3b2a1f0e9d80001', purpose: 'processing', granted: true, noticeVersion: 1, channel: 'register', recordedBy: null, at: '2026-01-05T02:00:00.000Z' },
    { _id: '6752f0a1c3b2a1f0e9d80002', purpose: 'serviceMessages', granted: false, noticeVersion: 1, channel: 'register', recordedBy: null, at: '2026-01-05T02:00:00.000Z' },
    { _id: '6752f0a1c3b2a1f0e9d80003', purpose: 'marketing', granted: false, noticeVersion: 1, channel: 'register', recordedBy: null, at: '2026-01-05T02:00:00.000Z' },
  ],
};

/** Stories only: `GET /api/privacy/consents` answers a customer's choices (by default: processing given, nothing optional). */
export function myConsentsHandler(consents: Partial<MyConsents> = {}) {
  return mockOk(getMyConsents, { ...demoMyConsents, ...consents });
}

/** What every story has unless it says otherwise (.storybook/preview.tsx): the notice in force, and a customer who agreed to processing. */
export function privacyStoryDefaults() {
  return [privacyNoticeHandler(), myConsentsHandler()];
}
