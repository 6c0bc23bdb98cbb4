/**
 * Stories only: the privacy server in memory for the master's screen: requests (one late, one
 * due in a day, one with plenty of time, one answered), breaches (one overdue, one with hours
 * left, one reported), the notice's versions and the retention settings. Never imported by a screen.
 */
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { TOTAL_COUNT_HEADER } from '../../../contract/paging';
import {
  answerPrivacyRequest,
  createBreach,
  listBreaches,
  listPrivacyNotices,
  listPrivacyRequests,
  publishPrivacyNotice,
  updateBreach,
  updateRetention,
  getRetention,
  type Breach,
  type PrivacyNotice,
  type PrivacyRequest,
  type Retention,
} from '../../../contract/privacy';
import { demoMaster } from '../../../mocks/data/accounts';
import { objectIdAt } from '../../../mocks/data/ids';

/** The moment the stories live at: 11/03/2026 10:00 in Vietnam. */
export const storyNow = new Date('2026-03-11T03:00:00.000Z');
const master = { _id: demoMaster._id, fullName: demoMaster.fullName };

export const privacyCalls = { answered: fn(), breachCreated: fn(), breachUpdated: fn(), published: fn(), retention: fn() };

let sequence = 0xa100;
const idAt = (iso: string) => objectIdAt(new Date(iso), (sequence += 1));

function request(fields: Partial<PrivacyRequest> & Pick<PrivacyRequest, 'kind' | 'receivedAt' | 'deadline'>): PrivacyRequest {
  return {
    _id: idAt(fields.receivedAt),
    note: '',
    status: 'open',
    requester: { accountId: '65f0a0000000000000000a01', fullName: 'Nguyễn Văn Hùng', reference: null, phone: '0903123456', email: 'khachhang@garaotosaigon.vn' },
    workingDaysLeft: 5,
    answer: null,
    answeredAt: null,
    answeredBy: null,
    ...fields,
  };
}

export function demoRequests(): PrivacyRequest[] {
  return [
    request({ kind: 'erasure', note: 'Tôi không dùng dịch vụ nữa, xin xóa toàn bộ thông tin.', receivedAt: '2026-02-20T02:00:00.000Z', deadline: '2026-03-06', workingDaysLeft: -3 }),
    request({
      kind: 'access',
      receivedAt: '2026-02-27T08:30:00.000Z',
      deadline: '2026-03-12',
      workingDaysLeft: 1,
      requester: { accountId: null, fullName: 'Trương Thị Ngọc Hà', reference: 'K7M2QX', phone: '0908765432', email: 'ngocha@gmail.com' },
    }),
    request({ kind: 'correction', note: 'Số điện thoại mới của tôi là 0912345678.', receivedAt: '2026-03-10T04:00:00.000Z', deadline: '2026-03-24', workingDaysLeft: 9 }),
    request({
      kind: 'objection',
      status: 'done',
      receivedAt: '2026-02-02T04:00:00.000Z',
      deadline: '2026-02-27',
      workingDaysLeft: null,
      answer: 'Gara đã ngừng gửi thư khuyến mãi cho bạn.',
      answeredAt: '2026-02-05T04:00:00.000Z',
      answeredBy: master,
    }),
  ];
}

function breach(fields: Partial<Breach> & Pick<Breach, 'title' | 'foundAt'>): Breach {
  const due = new Date(new Date(fields.foundAt).getTime() + 72 * 3_600_000).toISOString();
  return {
    _id: idAt(fields.foundAt),
    description: 'Mô tả sự cố.',
    reportDueAt: due,
    dataKinds: 'Tên, số điện thoại',
    peopleAffected: 12,
    measures: 'Đổi mật khẩu, khóa tài khoản liên quan.',
    status: 'open',
    reportedAt: null,
    recordedBy: master,
    updatedAt: fields.foundAt,
    ...fields,
  };
}

export function demoBreaches(): Breach[] {
  return [
    breach({ title: 'Máy tính quầy Quận 12 bị mất', description: 'Máy tính xách tay của quầy lễ tân bị mất, có tệp danh sách khách.', foundAt: '2026-03-10T01:30:00.000Z', peopleAffected: 240, dataKinds: 'Tên, số điện thoại, biển số' }),
    breach({ title: 'Gửi nhầm e-mail bảng kê', description: 'Bảng kê công nợ gửi nhầm cho khách khác.', foundAt: '2026-03-07T02:00:00.000Z', peopleAffected: 1, dataKinds: 'Tên, số tiền nợ' }),
    breach({
      title: 'Tài khoản nhân viên bị dò mật khẩu',
      description: 'Nhiều lần đăng nhập sai từ địa chỉ lạ.',
      foundAt: '2026-02-01T02:00:00.000Z',
      status: 'reported',
      reportedAt: '2026-02-02T09:00:00.000Z',
      peopleAffected: 0,
      dataKinds: 'Không có dữ liệu bị lộ',
    }),
  ];
}

const noticeBody = [
  'Gara Ô Tô Sài Gòn tôn trọng và bảo vệ dữ liệu cá nhân của bạn theo Luật Bảo vệ dữ liệu cá nhân.',
  '## Dữ liệu gara thu thập',
  'Họ tên, số điện thoại, e-mail, biển số và đời xe, nội dung bạn gửi khi đặt lịch, trò chuyện hay sửa xe.',
  '## Mục đích',
  'Đặt lịch, sửa xe, giao hàng, lập hóa đơn và trả lời bạn. Nhắc lịch và khuyến mãi chỉ khi bạn đồng ý.',
  '## Quyền của bạn',
  'Bạn được xem, tải về, sửa, hạn chế, phản đối xử lý hoặc yêu cầu xóa dữ liệu của mình trong trang Quyền riêng tư.',
].join('\n\n');

export function demoNotices(): PrivacyNotice[] {
  return [
    { version: 2, title: 'Chính sách bảo mật', body: noticeBody, publishedAt: '2026-03-01T02:00:00.000Z', publishedBy: master },
    { version: 1, title: 'Chính sách bảo mật', body: noticeBody.replace(' trong trang Quyền riêng tư', ''), publishedAt: '2026-01-01T02:00:00.000Z', publishedBy: null },
  ];
}

export const demoRetention: Retention = {
  bookingPhotoMonths: 24,
  chatMonths: 24,
  inactiveAccountMonths: 36,
  invoiceYears: 10,
  lastRun: { day: '2026-03-11', at: '2026-03-10T20:00:05.000Z', bookingPhotos: 3, chatMessages: 41, accounts: 1 },
};

export const privacyServer = { requests: demoRequests(), breaches: demoBreaches(), notices: demoNotices(), retention: demoRetention };

export function resetPrivacy(fields: Partial<typeof privacyServer> = {}) {
  privacyServer.requests = fields.requests ?? demoRequests();
  privacyServer.breaches = fields.breaches ?? demoBreaches();
  privacyServer.notices = fields.notices ?? demoNotices();
  privacyServer.retention = fields.retention ?? demoRetention;
  for (const call of Object.values(privacyCalls)) call.mockClear();
}

export function privacyHandlers() {
  return [
    http.get(listPrivacyRequests.path, ({ request: incoming }) => {
      const url = new URL(incoming.url);
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const rows = privacyServer.requests.filter((item) => !status || item.status === status);
      return HttpResponse.json(listPrivacyRequests.response.parse(rows.slice((page - 1) * limit, page * limit)), { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    }),
    http.post(answerPrivacyRequest.path, async ({ request: incoming, params }) => {
      const body = (await incoming.json()) as { decision: 'done' | 'refused'; answer: string };
      privacyCalls.answered(body);
      const index = privacyServer.requests.findIndex((item) => item._id === params.id);
      const answered: PrivacyRequest = {
        ...privacyServer.requests[index]!,
        status: body.decision,
        answer: body.answer,
        answeredAt: storyNow.toISOString(),
        answeredBy: master,
        workingDaysLeft: null,
        ...(body.decision === 'done' && privacyServer.requests[index]!.kind === 'erasure' ? { requester: { ...privacyServer.requests[index]!.requester, fullName: messages.privacy.erasedName, phone: null, email: null } } : {}),
      };
      privacyServer.requests[index] = answered;
      return HttpResponse.json(answerPrivacyRequest.response.parse(answered));
    }),
    http.get(listBreaches.path, () => HttpResponse.json(listBreaches.response.parse(privacyServer.breaches))),
    http.post(createBreach.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as Omit<Breach, '_id' | 'reportDueAt' | 'status' | 'reportedAt' | 'recordedBy' | 'updatedAt'>;
      privacyCalls.breachCreated(body);
      const created = breach({ ...body });
      privacyServer.breaches = [created, ...privacyServer.breaches];
      return HttpResponse.json(createBreach.response.parse(created));
    }),
    http.put(updateBreach.path, async ({ request: incoming, params }) => {
      const body = (await incoming.json()) as Breach;
      privacyCalls.breachUpdated(body);
      const index = privacyServer.breaches.findIndex((item) => item._id === params.id);
      const current = privacyServer.breaches[index]!;
      if (body.updatedAt !== current.updatedAt) return HttpResponse.json({ message: messages.privacy.breachStale }, { status: 409 });
      const updated: Breach = {
        ...current,
        ...body,
        _id: current._id,
        reportDueAt: current.reportDueAt,
        reportedAt: body.status === 'open' ? null : (current.reportedAt ?? storyNow.toISOString()),
        updatedAt: storyNow.toISOString(),
      };
      privacyServer.breaches[index] = updated;
      return HttpResponse.json(updateBreach.response.parse(updated));
    }),
    http.get(listPrivacyNotices.path, () => HttpResponse.json(listPrivacyNotices.response.parse(privacyServer.notices))),
    http.post(publishPrivacyNotice.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as { title: string; body: string };
      privacyCalls.published(body);
      const notice: PrivacyNotice = { version: (privacyServer.notices[0]?.version ?? 0) + 1, ...body, publishedAt: storyNow.toISOString(), publishedBy: master };
      privacyServer.notices = [notice, ...privacyServer.notices];
      return HttpResponse.json(publishPrivacyNotice.response.parse(notice));
    }),
    http.get(getRetention.path, () => HttpResponse.json(getRetention.response.parse(privacyServer.retention))),
    http.put(updateRetention.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as Omit<Retention, 'lastRun'>;
      privacyCalls.retention(body);
      privacyServer.retention = { ...privacyServer.retention, ...body };
      return HttpResponse.json(updateRetention.response.parse(privacyServer.retention));
    }),
  ];
}

export const answeredText = (name: string) => format(messages.privacyScreen.answerSent, { name });
