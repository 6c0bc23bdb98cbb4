import { formatDateTime, formatDay, groupThousands } from '../../contract/format';
import { CREDIT_ACCOUNT_KIND_LABELS, type Statement } from '../../contract/payments';
import { messages } from '../../contract/messages';
import { GARAGE } from '../../contract/garage';
import { InvoiceWriter } from './invoice-pdf';

// A credit account's statement as an A4 PDF, drawn with the invoice's writer (its fonts and line
// breaking, so every Vietnamese diacritic prints) for the mail and the download.

const COLUMNS = [
  { title: 'Ngày', width: 78, align: 'left' },
  { title: 'Phiếu', width: 52, align: 'left' },
  { title: 'Biển số', width: 66, align: 'left' },
  { title: 'Nội dung', width: 160, align: 'left' },
  { title: 'Phát sinh', width: 79, align: 'right' },
  { title: 'Số dư', width: 80, align: 'right' },
] as const;

const money = (amount: number) => `${amount < 0 ? '-' : ''}${groupThousands(Math.abs(amount))}`;

export function statementPdf(statement: Statement, options: { compress?: boolean } = {}): Promise<Buffer> {
  const writer = new InvoiceWriter({ compress: options.compress ?? true });
  writer.doc.info.Title = messages.money.statementTitle;
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    writer.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    writer.doc.on('end', () => resolve(Buffer.concat(chunks)));
    writer.doc.on('error', reject);
    try {
      const account = statement.creditAccount;
      writer.paragraph(GARAGE.legalName, { size: 10, weight: 700 });
      writer.paragraph(`${messages.money.statementTitle} · ${formatDay(statement.drawnOn)}`, { size: 16, weight: 700 }, 'center', 8);
      writer.paragraph(`${CREDIT_ACCOUNT_KIND_LABELS[account.kind]}: ${account.name}`, { size: 11, weight: 700 });
      const contact = [account.phone && `Điện thoại: ${account.phone}`, account.taxCode && `Mã số thuế: ${account.taxCode}`, account.email && `E-mail: ${account.email}`].filter(Boolean).join(' · ');
      if (contact) writer.paragraph(contact, { size: 10 });
      writer.paragraph(`Hạn mức: ${money(account.limit)} đ · Thời hạn nợ: ${account.days} ngày`, { size: 10 }, 'left', 10);
      const row = (cells: string[], weight: 400 | 700) => {
        const style = { size: 9, weight } as const;
        const heights = cells.map((cell, index) => writer.wrap(cell, COLUMNS[index]!.width - 6, style).length * writer.lineHeight(style));
        const height = Math.max(...heights) + 4;
        writer.ensure(height);
        let x = 40;
        cells.forEach((cell, index) => {
          const column = COLUMNS[index]!;
          writer.block(cell, x + 3, writer.y + 2, column.width - 6, style, column.align);
          x += column.width;
        });
        writer.y += height;
        writer.rule(writer.y);
      };
      row(COLUMNS.map((column) => column.title), 700);
      for (const line of statement.rows) {
        row([formatDateTime(line.at), line.code, line.plate, line.description + (line.dueOn ? ` (hạn ${formatDay(line.dueOn)})` : ''), money(line.amount), money(line.balance)], 400);
      }
      writer.y += 8;
      writer.paragraph(`Số dư còn phải trả: ${money(statement.balance)} đ`, { size: 11, weight: 700 }, 'right');
      if (statement.overdue > 0) writer.paragraph(`Trong đó đã quá hạn: ${money(statement.overdue)} đ`, { size: 10, weight: 700 }, 'right');
      writer.doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
