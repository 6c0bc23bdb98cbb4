/**
 * The Vietnamese banks a branch can receive transfers at, with the 6-digit NAPAS BIN that a
 * VietQR code names them by (the acquirer id of field 38.01.00). The list follows the BINs
 * NAPAS publishes (the same as api.vietqr.io's bank list); the short name is what people call
 * the bank, the full name what it is registered as. Zod-free: the screens, the server and the
 * PDF read it alike.
 */
export interface Bank {
  bin: string;
  shortName: string;
  fullName: string;
}

export const BANKS: readonly Bank[] = [
  { bin: '970436', shortName: 'Vietcombank', fullName: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { bin: '970415', shortName: 'VietinBank', fullName: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970418', shortName: 'BIDV', fullName: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { bin: '970405', shortName: 'Agribank', fullName: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { bin: '970407', shortName: 'Techcombank', fullName: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { bin: '970422', shortName: 'MB', fullName: 'Ngân hàng TMCP Quân đội' },
  { bin: '970416', shortName: 'ACB', fullName: 'Ngân hàng TMCP Á Châu' },
  { bin: '970432', shortName: 'VPBank', fullName: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970423', shortName: 'TPBank', fullName: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970403', shortName: 'Sacombank', fullName: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970437', shortName: 'HDBank', fullName: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh' },
  { bin: '970441', shortName: 'VIB', fullName: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970443', shortName: 'SHB', fullName: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { bin: '970431', shortName: 'Eximbank', fullName: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970426', shortName: 'MSB', fullName: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { bin: '970448', shortName: 'OCB', fullName: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970440', shortName: 'SeABank', fullName: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970449', shortName: 'LPBank', fullName: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970428', shortName: 'Nam A Bank', fullName: 'Ngân hàng TMCP Nam Á' },
  { bin: '970409', shortName: 'Bac A Bank', fullName: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970425', shortName: 'ABBANK', fullName: 'Ngân hàng TMCP An Bình' },
  { bin: '970454', shortName: 'BVBank', fullName: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970412', shortName: 'PVcomBank', fullName: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970452', shortName: 'Kienlongbank', fullName: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970419', shortName: 'NCB', fullName: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970427', shortName: 'VietABank', fullName: 'Ngân hàng TMCP Việt Á' },
  { bin: '970438', shortName: 'BaoViet Bank', fullName: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970400', shortName: 'Saigonbank', fullName: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  // NAPAS kept DongA Bank's BIN when the bank became Vikki.
  { bin: '970406', shortName: 'Vikki Bank', fullName: 'Ngân hàng TNHH MTV Số Vikki (trước đây là DongA Bank)' },
  { bin: '970430', shortName: 'PGBank', fullName: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { bin: '970408', shortName: 'GPBank', fullName: 'Ngân hàng TNHH MTV Dầu khí Toàn cầu' },
  { bin: '970433', shortName: 'VietBank', fullName: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970446', shortName: 'Co-opBank', fullName: 'Ngân hàng Hợp tác xã Việt Nam' },
  { bin: '970424', shortName: 'Shinhan Bank', fullName: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { bin: '970457', shortName: 'Woori Bank', fullName: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { bin: '970458', shortName: 'UOB', fullName: 'Ngân hàng TNHH MTV United Overseas Bank (Việt Nam)' },
  { bin: '970439', shortName: 'Public Bank', fullName: 'Ngân hàng TNHH MTV Public Việt Nam' },
  { bin: '970434', shortName: 'Indovina Bank', fullName: 'Ngân hàng TNHH Indovina' },
  { bin: '970442', shortName: 'Hong Leong Bank', fullName: 'Ngân hàng TNHH MTV Hong Leong Việt Nam' },
  { bin: '970410', shortName: 'Standard Chartered', fullName: 'Ngân hàng TNHH MTV Standard Chartered Bank Việt Nam' },
  { bin: '458761', shortName: 'HSBC', fullName: 'Ngân hàng TNHH MTV HSBC (Việt Nam)' },
  { bin: '422589', shortName: 'CIMB', fullName: 'Ngân hàng TNHH MTV CIMB Việt Nam' },
  { bin: '546034', shortName: 'Cake', fullName: 'Ngân hàng số Cake by VPBank' },
  { bin: '546035', shortName: 'Ubank', fullName: 'Ngân hàng số Ubank by VPBank' },
  { bin: '963388', shortName: 'Timo', fullName: 'Ngân hàng số Timo by Bản Việt Bank' },
  { bin: '668888', shortName: 'KBank', fullName: 'Ngân hàng Đại chúng TNHH Kasikornbank - Chi nhánh TP. Hồ Chí Minh' },
];

export const BANK_BINS = BANKS.map((bank) => bank.bin);

export function bankByBin(bin: string): Bank | undefined {
  return BANKS.find((bank) => bank.bin === bin);
}
