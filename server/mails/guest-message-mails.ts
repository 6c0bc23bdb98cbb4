import type { NewMail } from '../services/mail-queue';

/** The garage's inbox hears a visitor left a message, with the contact to answer on. */
export function garageGuestMessageMail(to: string, message: { fullName: string; phone: string | null; email: string | null; message: string }, siteOrigin: string): NewMail {
  const contact = [message.phone, message.email].filter(Boolean).join(', ');
  return { to, template: { kind: 'garageGuestMessage', fullName: message.fullName, contact, message: message.message, deskUrl: `${siteOrigin}/admin-chat` } };
}

/** Staff's answer, with the visitor's own message under it. */
export function guestMessageReplyMail(to: string, message: { fullName: string; message: string }, reply: string): NewMail {
  return { to, template: { kind: 'guestMessageReply', fullName: message.fullName, message: message.message, reply } };
}
