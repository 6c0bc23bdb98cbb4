/* @jsxRuntime automatic @jsxImportSource react */
// Run by plain tsx too (the server in a test process, the benches), which reads no JSX setting.
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { CITY_BRANCHES, GARAGE, HOTLINE } from '../contract/garage';
import { format, messages } from '../contract/messages';

/**
 * The garage's look in a mail client: the brand bar, one white card, the branches below.
 * Inline styles only (what mail clients keep); the colours are app/styles.css's brand and navy.
 */
const colors = { brand: '#c4450c', navy: '#1e2a4a', ink: '#1f2937', muted: '#5b6472', line: '#e5e7eb', page: '#f3f4f6' } as const;

const font = "'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif";

/**
 * `privacyLink`: the recipient's own 'Quản lý quyền riêng tư' page (a signed link naming the
 * address, added by the mail queue); the footer carries it in every mail it is given for.
 */
export function MailLayout({ preview, children, privacyLink }: { preview: string; children: ReactNode; privacyLink?: string | undefined }) {
  return (
    <Html lang="vi">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto' }}>
          <Section style={{ backgroundColor: colors.navy, borderRadius: '12px 12px 0 0', padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: 18, fontWeight: 700, margin: 0 }}>{GARAGE.name}</Text>
            <Text style={{ color: '#fed7aa', fontSize: 13, margin: '4px 0 0' }}>{GARAGE.slogan}</Text>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', padding: '8px 24px 24px', borderRadius: '0 0 12px 12px' }}>{children}</Section>
          <Section style={{ padding: '16px 24px', color: colors.muted, fontSize: 12, lineHeight: '18px' }}>
            <Text style={{ margin: '0 0 4px', fontWeight: 700, fontSize: 12, color: colors.muted }}>{messages.mail.footerBranches}</Text>
            {CITY_BRANCHES.map((branch) => (
              <Text key={branch.id} style={{ margin: 0, fontSize: 12, color: colors.muted }}>
                {branch.name}: {branch.address}, {branch.region}. ĐT {branch.phone}
              </Text>
            ))}
            <Text style={{ margin: '8px 0 0', fontSize: 12, color: colors.muted }}>{format(messages.mail.footerHotline, { phone: HOTLINE.display })}</Text>
            <Text style={{ margin: '8px 0 0', fontSize: 12, color: colors.muted }}>{messages.mail.footerAutomatic}</Text>
            {privacyLink ? (
              <Text style={{ margin: '8px 0 0', fontSize: 12, color: colors.muted }}>
                <a href={privacyLink} style={{ color: colors.navy, textDecoration: 'underline' }}>
                  {messages.privacy.manageLink}
                </a>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return <Text style={{ color: colors.ink, fontSize: 15, lineHeight: '24px', margin: '12px 0', fontWeight: strong ? 700 : 400 }}>{children}</Text>;
}

/** A six-digit code, large and spaced so it is read and typed without mistakes. */
export function CodeBox({ code }: { code: string }) {
  return (
    <Text style={{ fontSize: 28, fontWeight: 700, letterSpacing: 6, color: colors.navy, backgroundColor: colors.page, borderRadius: 8, padding: '12px 0', textAlign: 'center', margin: '16px 0' }}>
      {code}
    </Text>
  );
}

/** Label/value lines of a booking or an order, framed. */
export function Facts({ lines }: { lines: string[] }) {
  return (
    <Section style={{ border: `1px solid ${colors.line}`, borderRadius: 8, padding: '8px 16px', margin: '16px 0' }}>
      {lines.map((line) => (
        <Text key={line} style={{ color: colors.ink, fontSize: 14, lineHeight: '22px', margin: '4px 0' }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button href={href} style={{ backgroundColor: colors.brand, color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontSize: 15, fontWeight: 700 }}>
        {children}
      </Button>
    </Section>
  );
}

/** A message quoted from the chat, set off from the mail's own words. */
export function Quote({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Section style={{ borderLeft: `4px solid ${colors.brand}`, backgroundColor: colors.page, padding: '8px 16px', margin: '12px 0' }}>
      <Text style={{ color: colors.muted, fontSize: 13, margin: '4px 0' }}>{heading}</Text>
      <Text style={{ color: colors.ink, fontSize: 15, lineHeight: '22px', margin: '4px 0', whiteSpace: 'pre-wrap' }}>{children}</Text>
    </Section>
  );
}

export function Rule() {
  return <Hr style={{ borderColor: colors.line, margin: '20px 0' }} />;
}
