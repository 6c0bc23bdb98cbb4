import { ArrowRightLeft, BadgeCheck, Boxes, Building2, CarFront, CalendarClock, CalendarDays, ChartColumn, ClipboardCheck, ClipboardList, FolderTree, IdCard, Images, LayoutDashboard, MessagesSquare, Newspaper, Package, PackagePlus, ReceiptText, Landmark, ScrollText, ShieldCheck, Truck, Wallet, UserCog, Wrench, type LucideIcon } from 'lucide-react';
import type { AlertCounts } from '../../contract/alerts';

export interface ManagerNavItem {
  to: string;
  label: string;
  /** One line on the start page saying what the screen is for. */
  description: string;
  icon: LucideIcon;
  masterOnly?: boolean;
}

export const managerHome: ManagerNavItem = {
  to: '/manager',
  label: 'Tổng quan',
  description: 'Lối vào mọi màn hình quản lý.',
  icon: LayoutDashboard,
};

/** The back-office screens, in the order staff use them most. */
export const managerScreens: readonly ManagerNavItem[] = [
  { to: '/manager/booking-board', label: 'Lịch trong ngày', description: 'Lịch hẹn của một ngày theo khung giờ, số chỗ đã dùng.', icon: CalendarClock },
  { to: '/manager/repairs', label: 'Xưởng sửa chữa', description: 'Xe đang sửa theo 12 bước, nhận xe và chuyển bước.', icon: CarFront },
  { to: '/admin-chat', label: 'Tin nhắn', description: 'Trò chuyện trực tiếp với khách hàng.', icon: MessagesSquare },
  { to: '/manager/booking', label: 'Lịch hẹn', description: 'Tìm, xác nhận, sửa lịch hẹn và xem thống kê tháng.', icon: CalendarDays },
  { to: '/manager/branches', label: 'Chi nhánh', description: 'Số chỗ mỗi khung giờ của từng chi nhánh, chi nhánh bạn thường làm.', icon: Building2 },
  { to: '/manager/order', label: 'Đơn hàng', description: 'Theo dõi và cập nhật trạng thái đơn hàng.', icon: ClipboardList },
  { to: '/manager/parts', label: 'Phụ tùng', description: 'Phụ tùng, tồn kho từng chi nhánh, nhập từ Excel và sổ kho.', icon: Package },
  { to: '/manager/products', label: 'Dịch vụ', description: 'Thêm, sửa, xóa dịch vụ, giá, tồn kho và dịch vụ nổi bật.', icon: Wrench },
  { to: '/manager/purchase-orders', label: 'Nhập hàng', description: 'Đơn nhập phụ tùng từng chi nhánh, đặt hàng và nhận hàng từng phần.', icon: PackagePlus },
  { to: '/manager/suppliers', label: 'Nhà cung cấp', description: 'Nơi gara nhập phụ tùng: liên hệ, mã số thuế.', icon: Truck },
  { to: '/manager/stock', label: 'Chuyển kho & kiểm kê', description: 'Chuyển phụ tùng giữa chi nhánh, trả nhà cung cấp, kiểm kê kho.', icon: ArrowRightLeft },
  { to: '/manager/cashbook', label: 'Sổ quỹ', description: 'Tiền mặt từng chi nhánh mỗi ngày: thu chi, tồn quỹ, chốt sổ.', icon: Wallet },
  { to: '/manager/receivables', label: 'Công nợ', description: 'Xe giao ghi nợ theo tuổi nợ, khách được ghi nợ và bảng kê.', icon: ReceiptText },
  { to: '/manager/transfers', label: 'Chuyển khoản', description: 'Chuyển khoản đến chưa tự khớp phiếu: gán cho phiếu, bỏ qua, nhập sao kê.', icon: Landmark },
  { to: '/manager/news', label: 'Tin tức', description: 'Viết và sửa tin tức, khuyến mãi.', icon: Newspaper },
  { to: '/manager/banner', label: 'Banner', description: 'Ảnh chạy ở đầu trang chủ.', icon: Images },
  { to: '/manager/category', label: 'Danh mục', description: 'Nhóm dịch vụ hiển thị ở trang dịch vụ.', icon: FolderTree },
  { to: '/manager/reports', label: 'Báo cáo kinh doanh', description: 'Doanh thu, xưởng, dịch vụ, báo giá, lịch hẹn và tin nhắn theo tháng.', icon: ChartColumn, masterOnly: true },
  { to: '/manager/service-packages', label: 'Gói dịch vụ', description: 'Gói giờ công và phụ tùng thêm vào báo giá một lần bấm, đơn giá giờ công và bảng lợi nhuận phụ tùng.', icon: Boxes, masterOnly: true },
  { to: '/manager/accounts', label: 'Tài khoản', description: 'Vai trò, khóa và mở khóa tài khoản.', icon: UserCog, masterOnly: true },
  { to: '/manager/staff', label: 'Nhân sự', description: 'Kỹ thuật viên và nhân viên của gara.', icon: IdCard, masterOnly: true },
  { to: '/manager/category-staff', label: 'Chức vụ', description: 'Các vị trí để xếp nhân sự.', icon: BadgeCheck, masterOnly: true },
  { to: '/manager/inspection-templates', label: 'Mẫu kiểm tra xe', description: 'Các hạng mục kỹ thuật viên đánh giá khi kiểm tra xe.', icon: ClipboardCheck, masterOnly: true },
  { to: '/manager/privacy', label: 'Quyền riêng tư', description: 'Yêu cầu của khách về dữ liệu cá nhân và hạn trả lời, sổ sự cố, chính sách bảo mật, thời hạn lưu.', icon: ShieldCheck, masterOnly: true },
  { to: '/manager/audit', label: 'Nhật ký thay đổi', description: 'Ai sửa gì, khi nào, từ đâu; kiểm tra chuỗi nhật ký.', icon: ScrollText, masterOnly: true },
];

export function screensFor(isMaster: boolean): ManagerNavItem[] {
  return managerScreens.filter((item) => isMaster || !item.masterOnly);
}

/** The new items each screen holds for this staff member (the server's counts), by address. */
export function navCounts(counts: AlertCounts | undefined): Record<string, number> {
  if (!counts) return {};
  return {
    '/admin-chat': counts.waitingChats + counts.unreadMessages,
    '/manager/booking': counts.newBookings,
    '/manager/order': counts.newOrders,
  };
}
