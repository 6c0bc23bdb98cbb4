import type { PaymentRequest } from '../../contract/payment-request';
import { MY_VEHICLES_PATH, repairTrackingHref, type RepairStep } from '../../contract/repair-steps';
import type { RepairMailData } from '../../mail/templates';
import type { NewMail } from '../services/mail-queue';

// The repair mails as the services queue them (`deps.mail.add(tx, …)`) at the steps of
// MAILED_STEPS: who gets them is the services' rule (the job's account, its proven address);
// what they carry is written here, and mail/templates.tsx draws it.

export interface RepairMailFacts {
  code: string;
  fullName: string;
  plate: string;
  model: string;
  branch: string;
}

/** The job reached a mailed step: the customer reads where the car is and where to follow it. */
export function repairStepMail(to: string, repair: RepairMailFacts, step: RepairStep, sharedNote: string, siteOrigin: string): NewMail {
  const data: RepairMailData = { ...repair, step, note: sharedNote };
  return {
    to,
    template: {
      kind: 'repairStep',
      repair: data,
      myVehiclesUrl: `${siteOrigin}${MY_VEHICLES_PATH}`,
      trackingUrl: `${siteOrigin}${repairTrackingHref(repair.code)}`,
    },
  };
}

/** Staff saved a quote: the customer with an account is asked to answer it, line by line. */
export function quoteReadyMail(to: string, repair: RepairMailFacts, total: number, siteOrigin: string, approvalUrl: string): NewMail {
  return {
    to,
    template: { kind: 'quoteReady', repair, total, approvalUrl, myVehiclesUrl: `${siteOrigin}${MY_VEHICLES_PATH}`, trackingUrl: `${siteOrigin}${repairTrackingHref(repair.code)}` },
  };
}

/** The payment closed the job: the handover mail carries the invoice as a PDF. */
export function repairInvoiceMail(
  to: string,
  repair: RepairMailFacts,
  invoice: { invoiceNumber: number; total: number; method: string },
  attachment: NonNullable<NewMail['attachments']>[number],
  siteOrigin: string,
): NewMail {
  return {
    to,
    template: { kind: 'repairInvoice', repair, ...invoice, myVehiclesUrl: `${siteOrigin}${MY_VEHICLES_PATH}` },
    attachments: [attachment],
  };
}

/** Where the mail's HTML finds its QR picture (`cid:`), attached to the same mail. */
export const PAYMENT_QR_CID = 'vietqr@gara';

/**
 * The car is ready and money is owed: the amount, the branch's account, the note the transfer
 * must carry, and the VietQR code as an inline PNG, so paying is one scan from the mail.
 */
export function paymentRequestMail(to: string, repair: RepairMailFacts, request: PaymentRequest, qrPng: Buffer, siteOrigin: string): NewMail {
  return {
    to,
    template: {
      kind: 'paymentRequest',
      repair,
      amount: request.amount,
      bank: request.bank,
      accountNumber: request.accountNumber,
      accountName: request.accountName,
      note: request.note,
      qrCid: PAYMENT_QR_CID,
      trackingUrl: `${siteOrigin}${repairTrackingHref(repair.code)}`,
    },
    attachments: [{ filename: 'vietqr.png', contentType: 'image/png', content: qrPng.toString('base64'), encoding: 'base64', cid: PAYMENT_QR_CID }],
  };
}
