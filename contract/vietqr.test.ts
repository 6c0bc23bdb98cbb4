import { describe, expect, it } from 'vitest';
import { BANK_BINS, bankByBin } from './banks';
import { crc16CcittFalse, readTlv, tlvValue, vietqrNote, vietqrPayload } from './vietqr';

// Published examples:
// - subiz/vietqr (github.com/subiz/vietqr, README.md): 120.000 đ to VietinBank 0011001932418,
//   note 'ủng hộ lũ lụt', a dynamic code with its CRC C15C.
const SUBIZ =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';
// - NAPAS's own test vectors (QR_Format_T&C_v1.0_VN_092021.pdf, §6.1.1 static QR to an account
//   and §6.1.2 static QR to a card), as quoted by public implementations' tests.
const NAPAS_611 = '00020101021138570010A00000072701270006970403011200110123456780208QRIBFTTA53037045802VN6304F4E5';
const NAPAS_612 = '00020101021138600010A00000072701300006970403011697040311012345670208QRIBFTTC53037045802VN63044F52';

describe('crc16CcittFalse', () => {
  it('is the check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it.each([SUBIZ, NAPAS_611, NAPAS_612])('gives the published CRC of %s', (published) => {
    expect(crc16CcittFalse(published.slice(0, -4))).toBe(published.slice(-4));
  });
});

describe('vietqrPayload', () => {
  it('builds the published subiz example character for character', () => {
    expect(vietqrPayload({ bin: '970415', accountNumber: '0011001932418', amount: 120_000, note: 'ủng hộ lũ lụt' })).toBe(SUBIZ);
  });

  it('writes each field as NAPAS lays it out', () => {
    const payload = vietqrPayload({ bin: '970436', accountNumber: '1023456789', amount: 2_450_000, note: 'SC K7M2QX' });
    expect(readTlv(payload).map((f) => f.id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(tlvValue(payload, '00')).toBe('01');
    expect(tlvValue(payload, '01')).toBe('12');
    expect(tlvValue(payload, '38', '00')).toBe('A000000727');
    expect(tlvValue(payload, '38', '01', '00')).toBe('970436');
    expect(tlvValue(payload, '38', '01', '01')).toBe('1023456789');
    expect(tlvValue(payload, '38', '02')).toBe('QRIBFTTA');
    expect(tlvValue(payload, '53')).toBe('704');
    expect(tlvValue(payload, '54')).toBe('2450000');
    expect(tlvValue(payload, '58')).toBe('VN');
    expect(tlvValue(payload, '62', '08')).toBe('SC K7M2QX');
    expect(tlvValue(payload, '63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it.each([0, -1000, 1500.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %s (whole dong above zero only)', (amount) => {
    expect(() => vietqrPayload({ bin: '970436', accountNumber: '1023456789', amount, note: 'SC K7M2QX' })).toThrow(RangeError);
  });

  it('refuses a BIN that is not 6 digits', () => {
    expect(() => vietqrPayload({ bin: '97043', accountNumber: '1023456789', amount: 1000, note: '' })).toThrow(RangeError);
  });

  it('leaves out field 62 when there is no note', () => {
    const payload = vietqrPayload({ bin: '970436', accountNumber: '1023456789', amount: 1000, note: '  ' });
    expect(tlvValue(payload, '62')).toBeUndefined();
  });
});

describe('vietqrNote', () => {
  it('folds Vietnamese and keeps letters, digits and single spaces', () => {
    expect(vietqrNote('Đặt cọc  sửa xe: SC K7M2QX!')).toBe('Dat coc sua xe SC K7M2QX');
  });

  it('keeps at most 25 characters, as banks read field 62.08', () => {
    expect(vietqrNote('Thanh toán phiếu sửa chữa SC K7M2QX')).toHaveLength(25);
  });
});

describe('banks', () => {
  it('lists each BIN once, 6 digits each', () => {
    expect(new Set(BANK_BINS).size).toBe(BANK_BINS.length);
    for (const bin of BANK_BINS) expect(bin).toMatch(/^\d{6}$/);
    expect(bankByBin('970436')?.shortName).toBe('Vietcombank');
  });
});
