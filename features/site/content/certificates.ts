export interface Certificate {
  title: string;
  issuer: string;
  year: number;
  image: string;
}

export const certificates: Certificate[] = [
  {
    title: 'Chứng nhận hệ thống quản lý chất lượng ISO 9001:2015',
    issuer: 'Tổ chức chứng nhận chất lượng quốc tế',
    year: 2023,
    image: '/images/certificates/iso-9001.svg',
  },
  {
    title: 'Giấy chứng nhận đủ điều kiện kinh doanh dịch vụ bảo dưỡng, sửa chữa ô tô',
    issuer: 'Sở Giao thông vận tải TP. Hồ Chí Minh',
    year: 2021,
    image: '/images/certificates/business-license.svg',
  },
  {
    title: 'Xưởng dịch vụ đạt chuẩn 5 sao về an toàn và môi trường',
    issuer: 'Hiệp hội các nhà sửa chữa ô tô',
    year: 2024,
    image: '/images/certificates/five-star-workshop.svg',
  },
  {
    title: 'Đối tác bảo hiểm thân vỏ được ủy quyền sửa chữa',
    issuer: 'Liên minh các công ty bảo hiểm phi nhân thọ',
    year: 2024,
    image: '/images/certificates/insurance-partner.svg',
  },
];
