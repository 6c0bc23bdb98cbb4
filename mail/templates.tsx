/* @jsxRuntime automatic @jsxImportSource react */
// Run by plain tsx too (the server in a test process, the benches), which reads no JSX setting.
import type { ReactElement } from 'react';
// The components one by one: the package of them all loads Tailwind and a code highlighter too.
import { render } from '@react-email/render';
import { BOOKING_STATUS_META, ORDER_STATUS_META, type BookingStatus, type OrderStatus } from '../contract/constants';
import { formatDateTime, formatDay, formatPrice } from '../contract/format';
import { BOOKING_PHONE, branchOf, CITY_BRANCHES, type CityBranch } from '../contract/garage';
import { format, messages } from '../contract/messages';
import { REPAIR_STEP_LABELS, type RepairStep } from '../contract/repair-steps';
import { Action, CodeBox, Facts, MailLayout, Paragraph, Quote, Rule } from './mail-layout';

/**
 * Every mail the garage sends, in one place: services say which mail and with what, this
 * module writes it (HTML in the garage's look and the same words as plain text), and the mail
 * queue (server/plugins/mail-queue.ts) sends it. React Email draws the HTML that mail clients
 * keep (tables, inline styles) and derives the text part from it.
 */

export interface BookingMailData {
  /** The booking's reference (contract/booking-code.ts): with the phone it finds the booking at 'Tra cứu lịch hẹn'. */
  code: string;
  fullName: string;
  numberPhone: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  timeSlot: string;
  status: BookingStatus;
  branch: string | null;
  serviceName: string;
  carModel: string;
  carPlate: string;
  description: string;
}

export interface OrderMailData {
  code: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  note: string;
  total: number;
  status: OrderStatus;
  lines: Array<{ name: string; quantity: number; price: number }>;
}

/** A repair order at a step the customer is mailed about (contract/repair-steps.ts MAILED_STEPS). */
export interface RepairMailData {
  /** The job's reference: with the phone it finds the job at 'Theo dõi sửa chữa'. */
  code: string;
  fullName: string;
  plate: string;
  model: string;
  branch: string;
  step: RepairStep;
  /** The move's note when staff shared it with the customer; '' otherwise. */
  note: string;
}

/** A job as the quote and invoice mails name it. */
export type RepairFacts = Omit<RepairMailData, 'step' | 'note'>;

export interface ChatReplyData {
  from: string;
  message: string;
  /** ISO time. */
  createdAt: string;
}

/** What the customer's mail about a change says happened: the garage confirmed, cancelled, edited or deleted it, or they moved it themselves. */
export type BookingChange = 'confirmed' | 'cancelled' | 'edited' | 'moved' | 'deleted';

export type MailTemplate =
  | { kind: 'code'; purpose: 'verify' | 'reset' | 'changePassword'; fullName: string; code: string; minutes: number }
  | { kind: 'socialReset'; fullName: string; provider: string }
  | { kind: 'registrationAttempt'; fullName: string }
  | { kind: 'bookingConfirmation'; booking: BookingMailData; cancelAdvice: string; myBookingsUrl: string }
  | { kind: 'bookingReminder'; booking: BookingMailData; cancelAdvice: string; myBookingsUrl: string }
  | { kind: 'bookingChanged'; change: BookingChange; booking: BookingMailData; reason: string; myBookingsUrl: string }
  | { kind: 'orderConfirmation'; order: OrderMailData; orderUrl: string }
  | { kind: 'orderStatus'; order: OrderMailData; orderUrl: string }
  | { kind: 'garageNewBooking'; booking: BookingMailData; manageUrl: string }
  /** The customer cancelled or moved their own booking; `before` is where it was ('09:00, Thứ Hai 07/12/2026'). */
  | { kind: 'garageBookingChanged'; event: 'cancelled' | 'moved'; booking: BookingMailData; before: string; manageUrl: string }
  | { kind: 'garageNewOrder'; order: OrderMailData; manageUrl: string }
  | { kind: 'chatReply'; fullName: string; replies: ChatReplyData[]; chatUrl: string }
  | { kind: 'garageGuestMessage'; fullName: string; contact: string; message: string; deskUrl: string }
  | { kind: 'guestMessageReply'; fullName: string; message: string; reply: string }
  | { kind: 'repairStep'; repair: RepairMailData; myVehiclesUrl: string; trackingUrl: string }
  /** approvalUrl: the one-tap link that opens this quote version's approval, no code or sign-in. */
  | { kind: 'quoteReady'; repair: RepairFacts; total: number; approvalUrl: string; myVehiclesUrl: string; trackingUrl: string }
  | { kind: 'repairInvoice'; repair: RepairFacts; invoiceNumber: number; total: number; method: string; myVehiclesUrl: string }
  /** A credit account's statement: what it owes, what is overdue; the PDF is attached. */
  | { kind: 'creditStatement'; name: string; balance: number; overdue: number; drawnOn: string; jobs: number }
  /** The car is ready and money is owed: the VietQR code rides along as an inline picture (`qrCid`). */
  | { kind: 'paymentRequest'; repair: RepairFacts; amount: number; bank: string; accountNumber: string; accountName: string; note: string; qrCid: string; trackingUrl: string }
  | { kind: 'nextServiceReminder'; fullName: string; plate: string; model: string; serviceName: string; on: string; km: number | null; bookingUrl: string }
  /** A guest's code to prove a request about their data (issue 43). */
  | { kind: 'privacyCode'; reference: string; code: string; minutes: number }
  /** The garage's answer to a request about one's data; `kept` says what the accounting law keeps after an erasure (whose mail names nobody: fullName ''). */
  | { kind: 'privacyAnswer'; fullName: string; requestKind: string; receivedOn: string; decision: 'done' | 'refused'; answer: string; kept: string | null; exportAttached: boolean };

export type MailKind = MailTemplate['kind'];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const greeting = (name: string) => format(messages.auth.mailGreeting, { name });
const branchLine = (branch: CityBranch) => `${branch.name}, ${branch.address}`;

/** The booking's facts as the customer and the garage read them; without a branch, both addresses. */
function bookingLines(booking: BookingMailData, withCustomer = false): string[] {
  const branch = branchOf(booking.branch);
  const car = [booking.carModel, booking.carPlate].filter(Boolean).join(', ');
  return [
    format(messages.mail.bookingCode, { code: booking.code }),
    format(messages.mail.bookingWhen, { time: booking.timeSlot, day: formatDay(booking.date) }),
    branch
      ? format(messages.bookings.mailBranch, { branch: branchLine(branch) })
      : withCustomer
        ? messages.mail.garageNoBranch
        : format(messages.bookings.mailBranches, { branches: CITY_BRANCHES.map(branchLine).join('; ') }),
    ...(booking.serviceName ? [format(messages.bookings.mailService, { service: booking.serviceName })] : []),
    ...(car ? [format(messages.bookings.mailCar, { car })] : []),
    ...(withCustomer ? [format(messages.mail.garageBookingCustomer, { name: booking.fullName, phone: booking.numberPhone })] : []),
    format(messages.mail.bookingStatus, { status: BOOKING_STATUS_META[booking.status].label }),
  ];
}

function orderLines(order: OrderMailData, withCustomer = false): string[] {
  return [
    ...order.lines.map((line) => format(messages.orders.mailLine, { name: line.name, quantity: line.quantity, amount: formatPrice(line.price * line.quantity) })),
    format(messages.orders.mailTotal, { total: formatPrice(order.total) }),
    format(messages.orders.mailPayment, { method: messages.orders.paymentCod }),
    ...(order.address ? [format(messages.orders.mailAddress, { address: order.address })] : []),
    ...(withCustomer
      ? [format(messages.mail.garageOrderCustomer, { name: order.name, phone: order.phone, email: order.email })]
      : [format(messages.orders.mailPhone, { phone: order.phone })]),
    ...(order.note ? [format(messages.orders.mailNote, { note: order.note })] : []),
  ];
}

const signature = <Paragraph>{messages.auth.mailSignature}</Paragraph>;

/** Subject and opening line of each mailed step (MAILED_STEPS: received, quote, handover; the services mail no other). */
function repairStepTexts(repair: RepairMailData): [string, string] {
  const branch = branchOf(repair.branch);
  const values = { plate: repair.plate, code: repair.code, branch: branch ? branchLine(branch) : '' };
  switch (repair.step) {
    case 'received':
      return [format(messages.repairs.mailReceivedSubject, values), format(messages.repairs.mailReceivedIntro, values)];
    case 'quote':
      return [format(messages.repairs.mailQuoteSubject, values), format(messages.repairs.mailQuoteIntro, values)];
    default:
      return [format(messages.repairs.mailHandoverSubject, values), format(messages.repairs.mailHandoverIntro, values)];
  }
}

/** Subject and body of one mail. */
function compose(mail: MailTemplate): { subject: string; preview: string; body: ReactElement } {
  switch (mail.kind) {
    case 'code': {
      const texts = {
        verify: [messages.auth.verifyMailSubject, messages.auth.verifyMailIntro],
        reset: [messages.auth.resetMailSubject, messages.auth.resetMailIntro],
        changePassword: [messages.account.changePasswordMailSubject, messages.account.changePasswordMailIntro],
      } as const;
      const [subject, intro] = texts[mail.purpose];
      return {
        subject,
        preview: intro,
        body: (
          <>
            <Paragraph>{greeting(mail.fullName)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            <CodeBox code={mail.code} />
            <Paragraph>{format(messages.auth.codeMailExpiry, { minutes: mail.minutes })}</Paragraph>
            <Paragraph>{messages.auth.codeMailIgnore}</Paragraph>
            {signature}
          </>
        ),
      };
    }
    case 'socialReset':
      return {
        subject: messages.auth.resetMailSubject,
        preview: format(messages.auth.socialResetMailIntro, { provider: mail.provider }),
        body: (
          <>
            <Paragraph>{greeting(mail.fullName)}</Paragraph>
            <Paragraph>{format(messages.auth.socialResetMailIntro, { provider: mail.provider })}</Paragraph>
            <Paragraph>{messages.auth.codeMailIgnore}</Paragraph>
            {signature}
          </>
        ),
      };
    case 'registrationAttempt':
      return {
        subject: messages.auth.registerAttemptMailSubject,
        preview: messages.auth.registerAttemptMailIntro,
        body: (
          <>
            <Paragraph>{greeting(mail.fullName)}</Paragraph>
            <Paragraph>{messages.auth.registerAttemptMailIntro}</Paragraph>
            <Paragraph>{messages.auth.registerAttemptMailAdvice}</Paragraph>
            <Paragraph>{messages.auth.registerAttemptMailIgnore}</Paragraph>
            {signature}
          </>
        ),
      };
    case 'bookingConfirmation':
    case 'bookingReminder': {
      const { booking } = mail;
      const when = { time: booking.timeSlot, day: formatDay(booking.date) };
      const reminder = mail.kind === 'bookingReminder';
      const intro = format(reminder ? messages.bookings.reminderIntro : messages.bookings.mailIntro, when);
      return {
        subject: format(reminder ? messages.bookings.reminderSubject : messages.bookings.mailSubject, when),
        preview: intro,
        body: (
          <>
            <Paragraph>{greeting(booking.fullName)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            <Facts lines={bookingLines(booking)} />
            {booking.description && !reminder ? <Quote heading={messages.mail.descriptionHeading}>{booking.description}</Quote> : null}
            {reminder ? null : <Paragraph>{format(messages.bookings.mailPending, { phone: booking.numberPhone })}</Paragraph>}
            <Paragraph>{mail.cancelAdvice}</Paragraph>
            {reminder ? null : <Paragraph>{messages.bookings.mailCalendar}</Paragraph>}
            <Action href={mail.myBookingsUrl}>{messages.mail.myBookingsButton}</Action>
            {signature}
          </>
        ),
      };
    }
    case 'bookingChanged': {
      const { booking } = mail;
      const when = { time: booking.timeSlot, day: formatDay(booking.date) };
      const [subject, intro] = ({
        confirmed: [format(messages.mail.confirmedSubject, when), format(messages.mail.confirmedIntro, when)],
        cancelled: [format(messages.mail.cancelledSubject, when), format(messages.mail.cancelledIntro, when)],
        edited: [messages.mail.editedSubject, format(messages.mail.editedIntro, when)],
        moved: [format(messages.mail.movedSubject, when), format(messages.mail.movedIntro, when)],
        deleted: [format(messages.mail.deletedSubject, when), format(messages.mail.deletedIntro, when)],
      } satisfies Record<typeof mail.change, [string, string]>)[mail.change];
      return {
        subject,
        preview: intro,
        body: (
          <>
            <Paragraph>{greeting(booking.fullName)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            {mail.reason ? <Paragraph strong>{format(messages.mail.reasonLine, { reason: mail.reason })}</Paragraph> : null}
            <Facts lines={bookingLines(booking)} />
            {mail.change === 'cancelled' || mail.change === 'deleted' ? <Paragraph>{format(messages.mail.cancelledAdvice, { phone: BOOKING_PHONE.display })}</Paragraph> : null}
            <Action href={mail.myBookingsUrl}>{messages.mail.myBookingsButton}</Action>
            {signature}
          </>
        ),
      };
    }
    case 'orderConfirmation': {
      const { order } = mail;
      const intro = format(messages.orders.mailIntro, { code: order.code });
      return {
        subject: format(messages.orders.mailSubject, { code: order.code }),
        preview: intro,
        body: (
          <>
            <Paragraph>{greeting(order.name)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            <Facts lines={orderLines(order)} />
            <Paragraph>{messages.orders.mailOutro}</Paragraph>
            <Action href={mail.orderUrl}>{messages.mail.orderButton}</Action>
            {signature}
          </>
        ),
      };
    }
    case 'orderStatus': {
      const { order } = mail;
      const status = ORDER_STATUS_META[order.status].label;
      const intro = format(messages.mail.orderStatusIntro, { code: order.code, status });
      const after =
        order.status === 'completed'
          ? messages.mail.orderStatusCompleted
          : order.status === 'cancelled'
            ? format(messages.mail.orderStatusCancelled, { phone: BOOKING_PHONE.display })
            : null;
      return {
        subject: format(messages.mail.orderStatusSubject, { code: order.code, status }),
        preview: intro,
        body: (
          <>
            <Paragraph>{greeting(order.name)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            <Facts lines={orderLines(order)} />
            {after ? <Paragraph>{after}</Paragraph> : null}
            <Action href={mail.orderUrl}>{messages.mail.orderButton}</Action>
            {signature}
          </>
        ),
      };
    }
    case 'garageNewBooking': {
      const { booking } = mail;
      const branch = branchOf(booking.branch);
      return {
        subject: format(messages.mail.garageBookingSubject, {
          time: booking.timeSlot,
          day: formatDay(booking.date),
          branch: branch ? ` - ${branch.name}` : '',
        }),
        preview: messages.mail.garageBookingIntro,
        body: (
          <>
            <Paragraph>{messages.mail.garageBookingIntro}</Paragraph>
            <Facts lines={bookingLines(booking, true)} />
            {booking.description ? <Quote heading={messages.mail.descriptionHeading}>{booking.description}</Quote> : null}
            <Action href={mail.manageUrl}>{messages.mail.garageOpenButton}</Action>
          </>
        ),
      };
    }
    case 'garageBookingChanged': {
      const { booking } = mail;
      const branch = branchOf(booking.branch);
      const when = { time: booking.timeSlot, day: formatDay(booking.date), branch: branch ? ` - ${branch.name}` : '' };
      const [subject, intro] =
        mail.event === 'cancelled'
          ? [format(messages.mail.garageCancelledSubject, when), messages.mail.garageCancelledIntro]
          : [format(messages.mail.garageMovedSubject, when), format(messages.mail.garageMovedIntro, { before: mail.before })];
      return {
        subject,
        preview: intro,
        body: (
          <>
            <Paragraph>{intro}</Paragraph>
            <Facts lines={bookingLines(booking, true)} />
            <Action href={mail.manageUrl}>{messages.mail.garageOpenButton}</Action>
          </>
        ),
      };
    }
    case 'garageNewOrder': {
      const { order } = mail;
      return {
        subject: format(messages.mail.garageOrderSubject, { code: order.code, total: formatPrice(order.total) }),
        preview: messages.mail.garageOrderIntro,
        body: (
          <>
            <Paragraph>{messages.mail.garageOrderIntro}</Paragraph>
            <Facts lines={orderLines(order, true)} />
            <Action href={mail.manageUrl}>{messages.mail.garageOpenButton}</Action>
          </>
        ),
      };
    }
    case 'chatReply':
      return {
        subject: messages.mail.chatReplySubject,
        preview: mail.replies[0]?.message ?? messages.mail.chatReplyIntro,
        body: (
          <>
            <Paragraph>{greeting(mail.fullName)}</Paragraph>
            <Paragraph>{messages.mail.chatReplyIntro}</Paragraph>
            {mail.replies.map((reply) => (
              <Quote key={`${reply.createdAt} ${reply.message}`} heading={format(messages.mail.chatReplyLine, { from: reply.from, time: formatDateTime(reply.createdAt) })}>
                {reply.message}
              </Quote>
            ))}
            <Action href={mail.chatUrl}>{messages.mail.chatReplyButton}</Action>
            <Rule />
            {signature}
          </>
        ),
      };
    case 'garageGuestMessage':
      return {
        subject: format(messages.guestMessages.mailGarageSubject, { name: mail.fullName }),
        preview: messages.guestMessages.mailGarageIntro,
        body: (
          <>
            <Paragraph>{messages.guestMessages.mailGarageIntro}</Paragraph>
            <Facts lines={[mail.fullName, format(messages.guestMessages.mailGarageContact, { contact: mail.contact })]} />
            <Quote heading={messages.guestMessages.message}>{mail.message}</Quote>
            <Action href={mail.deskUrl}>{messages.chat.openStaffDesk}</Action>
          </>
        ),
      };
    case 'guestMessageReply':
      return {
        subject: messages.guestMessages.mailReplySubject,
        preview: mail.reply,
        body: (
          <>
            <Paragraph>{greeting(mail.fullName)}</Paragraph>
            <Paragraph>{messages.guestMessages.mailReplyIntro}</Paragraph>
            <Quote heading={messages.chat.staffName}>{mail.reply}</Quote>
            <Quote heading={messages.guestMessages.mailYourMessage}>{mail.message}</Quote>
            <Rule />
            {signature}
          </>
        ),
      };
    case 'quoteReady': {
      const { repair } = mail;
      const values = { plate: repair.plate, code: repair.code };
      return {
        subject: format(messages.quotes.mailReadySubject, values),
        preview: format(messages.quotes.mailReadyIntro, values),
        body: (
          <>
            <Paragraph>{greeting(repair.fullName)}</Paragraph>
            <Paragraph>{format(messages.quotes.mailReadyIntro, values)}</Paragraph>
            <Facts
              lines={[
                format(messages.repairs.mailCode, { code: repair.code }),
                format(messages.bookings.mailCar, { car: [repair.model, repair.plate].filter(Boolean).join(', ') }),
                format(messages.quotes.mailTotal, { total: formatPrice(mail.total) }),
              ]}
            />
            <Action href={mail.approvalUrl}>{messages.quotes.mailReadyButton}</Action>
            <Paragraph>{format(messages.quotes.mailReadyOther, { url: mail.myVehiclesUrl })}</Paragraph>
            <Paragraph>{format(messages.repairs.mailTracking, { code: repair.code, url: mail.trackingUrl })}</Paragraph>
            {signature}
          </>
        ),
      };
    }
    case 'repairInvoice': {
      const { repair } = mail;
      const values = { plate: repair.plate, code: repair.code, number: mail.invoiceNumber };
      return {
        subject: format(messages.quotes.mailInvoiceSubject, values),
        preview: format(messages.quotes.mailInvoiceIntro, values),
        body: (
          <>
            <Paragraph>{greeting(repair.fullName)}</Paragraph>
            <Paragraph>{format(messages.quotes.mailInvoiceIntro, values)}</Paragraph>
            <Facts
              lines={[
                format(messages.repairs.mailCode, { code: repair.code }),
                format(messages.bookings.mailCar, { car: [repair.model, repair.plate].filter(Boolean).join(', ') }),
                // What was paid, not what was quoted: declined lines are not in it.
                format(messages.quotes.mailPaid, { total: formatPrice(mail.total), method: mail.method }),
              ]}
            />
            <Paragraph>{messages.quotes.mailInvoiceAttached}</Paragraph>
            <Action href={mail.myVehiclesUrl}>{messages.repairs.myVehiclesButton}</Action>
            {signature}
          </>
        ),
      };
    }
    case 'creditStatement': {
      const values = { day: formatDay(mail.drawnOn) };
      return {
        subject: format(messages.money.mailStatementSubject, values),
        preview: format(messages.money.mailStatementIntro, values),
        body: (
          <>
            <Paragraph>{greeting(mail.name)}</Paragraph>
            <Paragraph>{format(messages.money.mailStatementIntro, values)}</Paragraph>
            <Facts
              lines={[
                format(messages.money.mailStatementJobs, { count: mail.jobs }),
                format(messages.money.mailStatementBalance, { amount: formatPrice(mail.balance) }),
                ...(mail.overdue > 0 ? [format(messages.money.mailStatementOverdue, { amount: formatPrice(mail.overdue) })] : []),
              ]}
            />
            <Paragraph>{messages.money.mailStatementAttached}</Paragraph>
            {signature}
          </>
        ),
      };
    }
    case 'nextServiceReminder': {
      const values = { plate: mail.plate, day: formatDay(mail.on) };
      return {
        subject: format(messages.quotes.mailReminderSubject, values),
        preview: format(messages.quotes.mailReminderIntro, values),
        body: (
          <>
            <Paragraph>{greeting(mail.fullName)}</Paragraph>
            <Paragraph>{format(messages.quotes.mailReminderIntro, values)}</Paragraph>
            <Facts
              lines={[
                format(messages.bookings.mailCar, { car: [mail.model, mail.plate].filter(Boolean).join(', ') }),
                ...(mail.serviceName ? [format(messages.bookings.mailService, { service: mail.serviceName })] : []),
                ...(mail.km !== null ? [format(messages.quotes.mailReminderKm, { km: mail.km.toLocaleString('vi-VN') })] : []),
              ]}
            />
            <Action href={mail.bookingUrl}>{messages.quotes.mailReminderButton}</Action>
            {signature}
          </>
        ),
      };
    }
    case 'paymentRequest': {
      const { repair } = mail;
      const values = { plate: repair.plate, amount: formatPrice(mail.amount) };
      const text = messages.vietqr;
      return {
        subject: format(text.mailSubject, values),
        preview: format(text.mailIntro, values),
        body: (
          <>
            <Paragraph>{greeting(repair.fullName)}</Paragraph>
            <Paragraph>{format(text.mailIntro, values)}</Paragraph>
            <Facts
              lines={[
                format(messages.repairs.mailCode, { code: repair.code }),
                format(messages.bookings.mailCar, { car: [repair.model, repair.plate].filter(Boolean).join(', ') }),
                format(messages.repairProgress.stepNow, { step: REPAIR_STEP_LABELS.handover }),
              ]}
            />
            <Paragraph>{text.mailHowToPay}</Paragraph>
            <img src={`cid:${mail.qrCid}`} width={220} height={220} alt={format(text.qrLabel, { amount: formatPrice(mail.amount) })} style={{ display: 'block', margin: '8px 0' }} />
            <Facts
              lines={[
                `${text.bankLabel}: ${mail.bank}`,
                `${text.accountNumberLabel}: ${mail.accountNumber}`,
                `${text.accountNameLabel}: ${mail.accountName}`,
                `${text.amountLabel}: ${formatPrice(mail.amount)}`,
                `${text.noteLabel}: ${mail.note}`,
              ]}
            />
            <Paragraph>{format(messages.repairs.mailTracking, { code: repair.code, url: mail.trackingUrl })}</Paragraph>
            {signature}
          </>
        ),
      };
    }
    case 'privacyCode':
      return {
        subject: format(messages.privacy.codeMailSubject, { code: mail.code }),
        preview: format(messages.privacyRequests.codeMailIntro, { reference: mail.reference }),
        body: (
          <>
            <Paragraph>{format(messages.privacyRequests.codeMailIntro, { reference: mail.reference })}</Paragraph>
            <CodeBox code={mail.code} />
            <Paragraph>{format(messages.auth.codeMailExpiry, { minutes: mail.minutes })}</Paragraph>
            <Paragraph>{messages.auth.codeMailIgnore}</Paragraph>
            {signature}
          </>
        ),
      };
    case 'privacyAnswer': {
      const intro = format(messages.privacyRequests.answerMailIntro, { kind: mail.requestKind, day: formatDay(mail.receivedOn) });
      return {
        subject: messages.privacy.answerMailSubject,
        preview: intro,
        body: (
          <>
            {mail.fullName ? <Paragraph>{greeting(mail.fullName)}</Paragraph> : null}
            <Paragraph>{intro}</Paragraph>
            <Paragraph>{mail.decision === 'done' ? messages.privacyRequests.answerDone : messages.privacyRequests.answerRefused}</Paragraph>
            <Quote heading={messages.privacyRequests.answerHeading}>{mail.answer}</Quote>
            {mail.kept ? <Paragraph>{mail.kept}</Paragraph> : null}
            {mail.exportAttached ? <Paragraph>{messages.privacyRequests.exportAttached}</Paragraph> : null}
            {signature}
          </>
        ),
      };
    }
    case 'repairStep': {
      const { repair } = mail;
      const [subject, intro] = repairStepTexts(repair);
      const car = [repair.model, repair.plate].filter(Boolean).join(', ');
      return {
        subject,
        preview: intro,
        body: (
          <>
            <Paragraph>{greeting(repair.fullName)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            <Facts
              lines={[
                format(messages.repairs.mailCode, { code: repair.code }),
                format(messages.bookings.mailCar, { car }),
                format(messages.repairProgress.stepNow, { step: REPAIR_STEP_LABELS[repair.step] }),
              ]}
            />
            {repair.note ? <Quote heading={messages.repairs.mailNoteHeading}>{repair.note}</Quote> : null}
            <Paragraph>{format(messages.repairs.mailTracking, { code: repair.code, url: mail.trackingUrl })}</Paragraph>
            <Action href={mail.myVehiclesUrl}>{messages.repairs.myVehiclesButton}</Action>
            {signature}
          </>
        ),
      };
    }
  }
}

/** The mail's subject, HTML and plain text. */
export async function renderMail(mail: MailTemplate, options: { privacyLink?: string | undefined } = {}): Promise<RenderedMail> {
  const { subject, preview, body } = compose(mail);
  const page = (
    <MailLayout preview={preview} privacyLink={options.privacyLink}>
      {body}
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(page), render(page, { plainText: true })]);
  return { subject, html, text };
}
