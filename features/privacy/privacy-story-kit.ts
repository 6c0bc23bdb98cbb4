/**
 * Stories only: the privacy server in memory for a customer and a guest: the notice's two
 * versions, the signed-in customer's choices and history, their requests, a mail link's choices,
 * and a guest's code and request. Never imported by a screen.
 */
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { format, messages } from '../../contract/messages';
import {
  createPrivacyRequest,
  getLinkConsents,
  getMyConsents,
  getPrivacyNotice,
  listMyPrivacyRequests,
  sendPrivacyCode,
  updateLinkConsents,
  updateMyConsents,
  type ConsentRecord,
  type MyConsents,
  type PrivacyNotice,
  type PrivacyRequest,
} from '../../contract/privacy';
import { demoCustomer } from '../../mocks/data/accounts';

export const privacyCustomerCalls = { consents: fn(), linkConsents: fn(), codeSent: fn(), requested: fn() };

const noticeBody = [
  'Gara Ô Tô Sài Gòn tôn trọng và bảo vệ dữ liệu cá nhân của bạn theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025.',
  '## Dữ liệu gara thu thập',
  'Họ tên, số điện thoại, e-mail, biển số và đời xe;\nnội dung bạn gửi khi đặt lịch, trò chuyện hay sửa xe.',
  '## Mục đích',
  'Đặt lịch, sửa xe, giao hàng, lập hóa đơn và trả lời bạn. Nhắc lịch và khuyến mãi chỉ khi bạn đồng ý.',
  '## Quyền của bạn',
  'Bạn được xem, tải về, sửa, hạn chế, phản đối xử lý hoặc yêu cầu xóa dữ liệu của mình trong trang Quyền riêng tư.',
].join('\n\n');

export const demoNotices: PrivacyNotice[] = [
  { version: 2, title: 'Chính sách bảo mật', body: noticeBody, publishedAt: '2026-03-01T02:00:00.000Z', publishedBy: null },
  { version: 1, title: 'Chính sách bảo mật (bản đầu)', body: noticeBody.replace(' trong trang Quyền riêng tư', ''), publishedAt: '2026-01-01T02:00:00.000Z', publishedBy: null },
];

export function noticeHandler() {
  return http.get(getPrivacyNotice.path, ({ request }) => {
    const version = new URL(request.url).searchParams.get('version');
    const notice = version ? demoNotices.find((each) => each.version === Number(version)) : demoNotices[0];
    if (!notice) return HttpResponse.json({ message: messages.privacy.noticeNotFound }, { status: 404 });
    return HttpResponse.json(getPrivacyNotice.response.parse(notice));
  });
}

const record = (id: number, fields: Partial<ConsentRecord>): ConsentRecord => ({
  _id: `65f0a00000000000000c${String(id).padStart(4, '0')}`,
  purpose: 'processing',
  granted: true,
  noticeVersion: 1,
  channel: 'register',
  recordedBy: null,
  at: '2026-01-15T03:00:00.000Z',
  ...fields,
});

export function demoConsents(): MyConsents {
  return {
    notice: { version: 2, publishedAt: demoNotices[0]!.publishedAt },
    choices: { processing: true, serviceMessages: true, marketing: false },
    restricted: false,
    history: [
      record(3, { purpose: 'serviceMessages', granted: true, noticeVersion: 2, channel: 'desk', recordedBy: { _id: '65f0a0000000000000000c01', fullName: 'Lê Thị Mai Anh' }, at: '2026-03-05T02:00:00.000Z' }),
      record(2, { purpose: 'marketing', granted: false, noticeVersion: 1, channel: 'booking', at: '2026-02-10T08:00:00.000Z' }),
      record(1, {}),
    ],
  };
}

function request(fields: Partial<PrivacyRequest>): PrivacyRequest {
  return {
    _id: '65f0a00000000000000d0001',
    kind: 'access',
    note: '',
    status: 'open',
    requester: { accountId: demoCustomer._id, fullName: demoCustomer.fullName, reference: null, phone: null, email: demoCustomer.email },
    receivedAt: '2026-03-09T03:00:00.000Z',
    deadline: '2026-03-23',
    workingDaysLeft: 8,
    answer: null,
    answeredAt: null,
    answeredBy: null,
    ...fields,
  };
}

export function demoMyRequests(): PrivacyRequest[] {
  return [
    request({}),
    request({
      _id: '65f0a00000000000000d0002',
      kind: 'objection',
      note: 'Xin đừng gửi tin khuyến mãi qua e-mail.',
      status: 'done',
      receivedAt: '2026-02-02T04:00:00.000Z',
      deadline: '2026-02-27',
      workingDaysLeft: null,
      answer: 'Gara đã ngừng gửi thư khuyến mãi cho bạn.',
      answeredAt: '2026-02-05T04:00:00.000Z',
      answeredBy: { _id: '65f0a0000000000000000c02', fullName: 'Trần Quốc Bảo' },
    }),
  ];
}

export const customerServer = { consents: demoConsents(), requests: demoMyRequests() };

export function resetCustomerPrivacy(fields: Partial<typeof customerServer> = {}) {
  customerServer.consents = fields.consents ?? demoConsents();
  customerServer.requests = fields.requests ?? demoMyRequests();
  for (const call of Object.values(privacyCustomerCalls)) call.mockClear();
}

/** A choice saved: a new history row at the top, the choice changed. */
function applyChoice(body: { noticeVersion: number; serviceMessages?: boolean; marketing?: boolean }, channel: ConsentRecord['channel']) {
  const current = customerServer.consents;
  const added = (['serviceMessages', 'marketing'] as const)
    .filter((purpose) => body[purpose] !== undefined)
    .map((purpose, index) => record(10 + current.history.length + index, { purpose, granted: body[purpose]!, noticeVersion: body.noticeVersion, channel, at: '2026-03-11T03:00:00.000Z' }));
  customerServer.consents = {
    ...current,
    choices: { ...current.choices, ...(body.serviceMessages !== undefined && { serviceMessages: body.serviceMessages }), ...(body.marketing !== undefined && { marketing: body.marketing }) },
    history: [...added, ...current.history],
  };
  return customerServer.consents;
}

export const guestEmail = 'ng***@gmail.com';

export function customerPrivacyHandlers() {
  return [
    noticeHandler(),
    http.get(getMyConsents.path, () => HttpResponse.json(getMyConsents.response.parse(customerServer.consents))),
    http.put(updateMyConsents.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as { noticeVersion: number; serviceMessages?: boolean; marketing?: boolean };
      privacyCustomerCalls.consents(body);
      return HttpResponse.json(updateMyConsents.response.parse(applyChoice(body, 'account')));
    }),
    http.get(getLinkConsents.path, ({ request: incoming }) => {
      if (new URL(incoming.url).searchParams.get('t') !== 'thu-hop-le') return HttpResponse.json({ message: messages.privacy.linkInvalid }, { status: 400 });
      return HttpResponse.json(getLinkConsents.response.parse({ ...customerServer.consents, email: 'ngocha@gmail.com' }));
    }),
    http.put(updateLinkConsents.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as { noticeVersion: number; serviceMessages?: boolean; marketing?: boolean };
      privacyCustomerCalls.linkConsents(body);
      return HttpResponse.json(updateLinkConsents.response.parse({ ...applyChoice(body, 'mail_link'), email: 'ngocha@gmail.com' }));
    }),
    http.get(listMyPrivacyRequests.path, () => HttpResponse.json(listMyPrivacyRequests.response.parse(customerServer.requests))),
    http.post(sendPrivacyCode.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as { reference: string; phone: string };
      privacyCustomerCalls.codeSent(body);
      if (body.reference !== 'K7M2QX' || body.phone !== '0908765432') return HttpResponse.json({ message: messages.privacy.guestNotFound }, { status: 404 });
      return HttpResponse.json(sendPrivacyCode.response.parse({ message: format(messages.privacy.codeSent, { email: guestEmail }), maskedEmail: guestEmail }));
    }),
    http.post(createPrivacyRequest.path, async ({ request: incoming }) => {
      const body = (await incoming.json()) as { kind: PrivacyRequest['kind']; note: string; code?: string; reference?: string };
      privacyCustomerCalls.requested(body);
      if (body.reference && body.code !== '246810') return HttpResponse.json({ message: messages.privacy.codeWrong }, { status: 400 });
      const created = request({ _id: '65f0a00000000000000d0009', kind: body.kind, note: body.note, receivedAt: '2026-03-11T03:00:00.000Z', deadline: '2026-03-25', workingDaysLeft: 10 });
      customerServer.requests = [created, ...customerServer.requests];
      return HttpResponse.json(createPrivacyRequest.response.parse(created));
    }),
  ];
}
