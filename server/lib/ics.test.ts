import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics';

const event = {
  uid: '6a99413d814ad1b5f9860d52@garaotosaigon.vn',
  start: new Date('2026-12-07T01:00:00Z'),
  minutes: 60,
  summary: 'Lịch hẹn tại Gara Ô Tô Sài Gòn',
  description: 'Bảo dưỡng cấp 40.000 km; xe Vios, biển số 51A-123.45\nGọi 0918 276 543 nếu cần đổi giờ.',
  location: '268 Tô Ký, phường Tân Chánh Hiệp, Quận 12, TP. Hồ Chí Minh',
  stamp: new Date('2026-11-25T10:00:00.123Z'),
  alarmMinutesBefore: 24 * 60,
};

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendarFile', () => {
  it('writes one event in UTC with its end, a reminder and CRLF line ends', () => {
    const file = calendarFile(event);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('DTSTART:20261207T010000Z');
    expect(lines).toContain('DTEND:20261207T020000Z');
    expect(lines).toContain('DTSTAMP:20261125T100000Z');
    expect(lines).toContain('TRIGGER:-PT1440M');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain(
      'DESCRIPTION:Bảo dưỡng cấp 40.000 km\\; xe Vios\\, biển số 51A-123.45\\nGọi 0918 276 543 nếu cần đổi giờ.',
    );
  });

  it('keeps every line within 75 octets, Vietnamese letters whole', () => {
    const file = calendarFile({ ...event, location: 'Đường Võ Văn Ngân, phường Linh Chiểu, thành phố Thủ Đức, Thành phố Hồ Chí Minh, Việt Nam' });
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(file).not.toContain('\uFFFD');
    expect(unfold(file)).toContain('LOCATION:Đường Võ Văn Ngân\\, phường Linh Chiểu\\, thành phố Thủ Đức\\, Thành phố Hồ Chí Minh\\, Việt Nam');
  });

  it('leaves the alarm out when none is asked', () => {
    expect(calendarFile({ ...event, alarmMinutesBefore: undefined })).not.toContain('VALARM');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes what TEXT values may not hold', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('leaves a short line as it is and folds a long one after a space', () => {
    expect(foldLine('SUMMARY:ngắn')).toBe('SUMMARY:ngắn');
    const folded = foldLine(`X:${'ô'.repeat(60)}`);
    expect(folded.split('\r\n').length).toBe(2);
    expect(folded.split('\r\n')[1]!.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`X:${'ô'.repeat(60)}`);
  });
});
