import type { Statement } from '../../contract/payments';
import type { NewMail } from '../services/mail-queue';

// The money mails as the services queue them; mail/templates.tsx draws them.

/** A credit account's statement with its PDF, stored in the queue as base64 so a retry sends the same file. */
export function statementMail(to: string, statement: Statement, pdf: Buffer): NewMail {
  return {
    to,
    template: {
      kind: 'creditStatement',
      name: statement.creditAccount.name,
      balance: statement.balance,
      overdue: statement.overdue,
      drawnOn: statement.drawnOn,
      jobs: new Set(statement.rows.filter((row) => row.kind === 'charge').map((row) => row.repairId)).size,
    },
    attachments: [{ filename: `bang-ke-cong-no-${statement.drawnOn}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
  };
}
