import { PRIVATE_PAGE_PATTERNS } from './site-map';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, segmentLabel, standaloneTrail } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('gives the home page no trail', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('')).toEqual([]);
  });

  it('labels every segment the spec lists', () => {
    const expected: Record<string, string> = {
      'dich-vu': 'Dịch vụ',
      'san-pham': 'Dịch vụ',
      accounts: 'Tài khoản',
      account: 'Tài khoản',
      profile: 'Thông tin cá nhân',
      update: 'Cập nhật thông tin',
      likeProducts: 'Dịch vụ yêu thích',
      changePass: 'Đổi mật khẩu',
      booking: 'Đặt lịch',
      category: 'Danh mục',
      'oto-quan-12': 'Giới thiệu',
      'lien-he': 'Liên hệ',
      'category-staff': 'Chức vụ',
      'tin-tuc': 'Tin tức',
      'nhan-su': 'Nhân sự',
      'danh-sach-tin-tuc': 'Danh sách tin tức',
      manager: 'Quản lý',
      banner: 'Banner',
    };
    for (const [segment, label] of Object.entries(expected)) expect(segmentLabel(segment)).toBe(label);
  });

  it('builds Home > page with the last crumb not a link', () => {
    expect(breadcrumbTrail('/lien-he')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Liên hệ' }]);
  });

  it('builds Home > list > detail under a service and a news item', () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    expect(breadcrumbTrail(`/san-pham/${id}`)).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Dịch vụ', to: '/san-pham' },
      { label: 'Chi tiết dịch vụ' },
    ]);
    expect(breadcrumbTrail(`/tin-tuc/${id}`)).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Tin tức', to: '/tin-tuc' },
      { label: 'Chi tiết tin tức' },
    ]);
  });

  it('uses the loaded name as the detail label when given', () => {
    expect(breadcrumbTrail('/san-pham/65a1b2c3d4e5f60718293a4b', 'Thay dầu nhớt')).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Dịch vụ', to: '/san-pham' },
      { label: 'Thay dầu nhớt' },
    ]);
    expect(breadcrumbTrail('/tin-tuc/65a1b2c3d4e5f60718293a4b', '   ').at(-1)).toEqual({ label: 'Chi tiết tin tức' });
  });

  it('keeps nested account and management paths', () => {
    expect(breadcrumbTrail('/account/changePass')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Tài khoản' }, { label: 'Đổi mật khẩu' }]);
    expect(breadcrumbTrail('/manager/category-staff')).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Quản lý', to: '/manager' },
      { label: 'Chức vụ' },
    ]);
  });

  it('names the sign-in pages in Vietnamese', () => {
    expect(breadcrumbTrail('/login')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Đăng nhập' }]);
    expect(breadcrumbTrail('/register')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Đăng ký' }]);
  });

  it('says the order detail label once', () => {
    expect(breadcrumbTrail('/order/orderDetail/65a1b2c3d4e5f60718293a4b')).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Đơn hàng' },
      { label: 'Chi tiết đơn hàng' },
    ]);
    expect(breadcrumbTrail('/order/orderDetail')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Đơn hàng' }, { label: 'Chi tiết đơn hàng' }]);
  });

  it('files the five repair articles under the repair-services hub', () => {
    const articles: Record<string, string> = {
      '/dich-vu-bao-duong-dinh-ky': 'Bảo dưỡng định kỳ',
      '/dich-vu-sua-chua-dong-co': 'Sửa chữa động cơ',
      '/dich-vu-dong-son-xe': 'Đồng sơn xe',
      '/dich-vu-phu-tung-chinh-hang': 'Phụ tùng chính hãng',
      '/dich-vu-cham-soc-xe': 'Chăm sóc xe',
    };
    for (const [path, label] of Object.entries(articles)) {
      expect(breadcrumbTrail(path)).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Dịch vụ sửa chữa', to: '/dich-vu-sua-chua' }, { label }]);
      expect(breadcrumbTrail(`${path}/`)).toEqual(breadcrumbTrail(path));
    }
    // The hub itself sits right under home.
    expect(breadcrumbTrail('/dich-vu-sua-chua')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Dịch vụ sửa chữa' }]);
  });

  it('names the sub-service pages under the services overview and reads unknown slugs as words', () => {
    expect(breadcrumbTrail('/services/oil-change')).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Dịch vụ', to: '/dich-vu' },
      { label: 'Thay dầu nhớt' },
    ]);
    expect(breadcrumbTrail('/services')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Dịch vụ' }]);
    expect(segmentLabel('bao-hanh-xe')).toBe('Bao hanh xe');
    expect(segmentLabel('%E1%BA%A3nh')).toBe('Ảnh');
    expect(segmentLabel('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('gives a page that names itself a trail of its own', () => {
    expect(standaloneTrail('Không tìm thấy trang')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Không tìm thấy trang' }]);
  });

  it('ignores a trailing slash', () => {
    expect(breadcrumbTrail('/tin-tuc/')).toEqual([{ label: 'Trang chủ', to: '/' }, { label: 'Tin tức' }]);
  });

  it('names every page of a signed-in person or of staff in Vietnamese, never by its English address', () => {
    // 'Banner' is what Vietnamese web staff call it too (the manager menu says so).
    const loanwords = new Set(['banner']);
    for (const pattern of PRIVATE_PAGE_PATTERNS.filter((path) => !path.includes(':') && !loanwords.has(path.split('/').pop()!))) {
      const segment = pattern.split('/').filter(Boolean).pop()!;
      const label = breadcrumbTrail(pattern).at(-1)!.label;
      expect(label.toLowerCase(), pattern).not.toBe(segment.replace(/-/g, ' ').toLowerCase());
    }
  });

  it("names a repair's page by what it is, never by its id", () => {
    expect(breadcrumbTrail('/manager/repairs/6b0a025fb8f0269d1cd7fdac')).toEqual([
      { label: 'Trang chủ', to: '/' },
      { label: 'Quản lý', to: '/manager' },
      { label: 'Xưởng sửa chữa', to: '/manager/repairs' },
      { label: 'Phiếu sửa chữa' },
    ]);
    expect(breadcrumbTrail('/account/vehicles').at(-1)).toEqual({ label: 'Xe của tôi' });
    expect(breadcrumbTrail('/theo-doi-sua-chua').at(-1)).toEqual({ label: 'Theo dõi sửa chữa' });
  });
});
