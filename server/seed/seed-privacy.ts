import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, consents, privacyBreaches, privacyRequests } from '../db/schema';
import { vietnamDayStart, vietnamToday, addDays } from '../lib/vietnam-time';
import { isWorkingDay } from '../lib/working-days';
import { deadlineOf } from '../services/privacy/deadlines';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS } from './seed-accounts';

const HOUR_MS = 3_600_000;

/** The working day `n` working days before today (Vietnam), at 09:30 that day. */
function workingDaysAgo(now: Date, n: number): Date {
  let day = vietnamToday(now);
  for (let left = n; left > 0; ) {
    day = addDays(day, -1);
    if (isWorkingDay(day)) left -= 1;
  }
  return new Date(vietnamDayStart(day).getTime() + 9.5 * HOUR_MS);
}

/**
 * The privacy side of the demo: the demo customer's consents with a change of mind, the master's
 * inbox with a request near its deadline, a new one and an erasure to try, one answered, and the
 * breach register with a closed incident and one whose 72 hours are running.
 */
export async function seedPrivacy(tx: Db, now: Date = new Date()): Promise<void> {
  const people = await tx
    .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, phone: accounts.phone })
    .from(accounts)
    .where(inArray(accounts.email, [DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.master.email, ...DEMO_CUSTOMERS.map((customer) => customer.email)]));
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const customer = byEmail.get(DEMO_ACCOUNTS.customer.email);
  const master = byEmail.get(DEMO_ACCOUNTS.master.email);
  if (!customer || !master) return;

  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * HOUR_MS);
  await tx.insert(consents).values([
    { accountId: customer.id, purpose: 'processing', granted: true, noticeVersion: 1, channel: 'register', at: daysAgo(120) },
    { accountId: customer.id, purpose: 'serviceMessages', granted: true, noticeVersion: 1, channel: 'register', at: daysAgo(120) },
    { accountId: customer.id, purpose: 'marketing', granted: true, noticeVersion: 1, channel: 'register', at: daysAgo(120) },
    { accountId: customer.id, purpose: 'marketing', granted: false, noticeVersion: 1, channel: 'account', at: daysAgo(12) },
  ]);

  const trang = byEmail.get(DEMO_CUSTOMERS[0].email);
  const ha = byEmail.get(DEMO_CUSTOMERS[2].email);
  const answeredAt = daysAgo(18);
  const requests: (typeof privacyRequests.$inferInsert)[] = [
    {
      kind: 'access',
      note: 'Cho tôi xin bản sao thông tin gara đang lưu về tôi và xe của tôi.',
      status: 'done',
      accountId: customer.id,
      fullName: customer.fullName,
      email: customer.email,
      receivedAt: daysAgo(21),
      deadline: deadlineOf('access', daysAgo(21)),
      answer: 'Gara đã gửi bạn tệp dữ liệu đầy đủ. Bạn cũng có thể tải lại bất cứ lúc nào ở mục Quyền riêng tư.',
      answeredAt,
      answeredBy: master.id,
    },
    {
      // Near its deadline: the master is warned.
      kind: 'correction',
      note: 'Số điện thoại trên phiếu sửa xe bị sai một số, đúng là 0903 456 789.',
      accountId: null,
      fullName: 'Đặng Văn Lộc',
      reference: 'K7M2QX',
      phone: '0903456780',
      email: 'dangvanloc@example.com',
      receivedAt: workingDaysAgo(now, 8),
      deadline: deadlineOf('correction', workingDaysAgo(now, 8)),
    },
  ];
  if (trang) {
    requests.push({ kind: 'objection', note: 'Tôi không muốn nhận thư khuyến mãi nữa.', accountId: trang.id, fullName: trang.fullName, email: trang.email, receivedAt: daysAgo(0.1), deadline: deadlineOf('objection', daysAgo(0.1)) });
  }
  if (ha) {
    requests.push({ kind: 'erasure', note: 'Tôi đã bán xe, xin xóa dữ liệu của tôi.', accountId: ha.id, fullName: ha.fullName, email: ha.email, receivedAt: workingDaysAgo(now, 3), deadline: deadlineOf('erasure', workingDaysAgo(now, 3)) });
  }
  await tx.insert(privacyRequests).values(requests);

  await tx.insert(privacyBreaches).values([
    {
      title: 'Thư nhắc lịch gửi nhầm người nhận',
      description: 'Một thư nhắc lịch hẹn của khách được gửi nhầm đến địa chỉ e-mail của khách khác do nhập sai khi đặt lịch tại quầy.',
      foundAt: daysAgo(40),
      dataKinds: 'Họ tên, biển số, giờ hẹn',
      peopleAffected: 1,
      measures: 'Đã xin lỗi và đề nghị người nhận xóa thư; quầy đọc lại e-mail cho khách trước khi lưu.',
      status: 'closed',
      reportedAt: daysAgo(39),
      recordedBy: master.id,
      createdAt: daysAgo(40),
      updatedAt: daysAgo(38),
    },
    {
      title: 'Mất máy tính bảng ở xưởng Thủ Đức',
      description: 'Máy tính bảng dùng ở xưởng Thủ Đức bị mất; máy có khóa màn hình, đang đăng nhập tài khoản nhân viên.',
      foundAt: new Date(now.getTime() - 30 * HOUR_MS),
      dataKinds: 'Phiếu sửa chữa đang mở: biển số, tên và số điện thoại khách',
      peopleAffected: 14,
      measures: 'Đã đăng xuất mọi phiên của tài khoản trên máy, đổi mật khẩu; đang lập báo cáo gửi Bộ Công an.',
      status: 'open',
      recordedBy: master.id,
      createdAt: new Date(now.getTime() - 29 * HOUR_MS),
      updatedAt: new Date(now.getTime() - 29 * HOUR_MS),
    },
  ]);
}
