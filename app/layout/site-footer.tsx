import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRANCHES, EMAILS, GARAGE, HOTLINE, SOCIAL_LINKS, SUPPORT_PHONES, type GarageSocialLink } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { REPAIR_TRACKING_PATH } from '../../contract/repair-tracking-path';
import { BOOKING_LOOKUP_PATH } from '../../contract/booking-lookup-path';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { telHref } from '../../ui/tel-href';
import { SOURCE_NOTICE } from '../site-info';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';

const linkClass = cn('rounded-tight text-navy-100 underline-offset-4 hover:text-white hover:underline', focusRing);

/** Brand marks drawn inline: lucide has no marks of these networks, and a font or CDN is not worth three icons. */
function SocialIcon({ network }: { network: GarageSocialLink['network'] }) {
  const paths: Record<GarageSocialLink['network'], string> = {
    facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
    youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8M10 15V9l5.2 3z',
    tiktok: 'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-1.8-2.5V9.7a5.8 5.8 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6',
  };
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}

/** Company facts, branches, phones, e-mails, social links and where the content comes from. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_1.4fr_1fr]">
        <section aria-labelledby="footer-company">
          <SiteLogo />
          <h2 id="footer-company" className="mt-4 font-bold text-white">
            {GARAGE.legalName}
          </h2>
          <p className="mt-2 text-sm">{GARAGE.description}</p>
          <p className="mt-3 text-sm">
            Mã số thuế: <span className="font-semibold text-white">{GARAGE.taxCode}</span>
            <br />
            {GARAGE.taxIssuer}
          </p>
          <ul aria-label="Mạng xã hội" className="mt-4 flex gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (mở trong thẻ mới)`}
                  className={cn('flex size-control-md items-center justify-center rounded-pill bg-white/10 text-white hover:bg-brand-600', focusRing)}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-branches">
          <h2 id="footer-branches" className="font-bold text-white">
            Hệ thống chi nhánh
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {BRANCHES.map((branch) => (
              <li key={branch.name} className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                <span>
                  <span className="font-semibold text-white">{branch.name}</span> ({branch.region}): {branch.address}.{' '}
                  <a href={telHref(branch.phone)} className={cn(linkClass, 'whitespace-nowrap')}>
                    {branch.phone}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-bold text-white">
            Liên hệ
          </h2>
          <p className="mt-3">
            <span className="block text-sm">{HOTLINE.label}</span>
            <a href={telHref(HOTLINE.display)} className={cn('text-2xl font-bold text-brand-400 hover:text-brand-300', focusRing)}>
              {HOTLINE.display}
            </a>
          </p>
          <h3 className="mt-4 text-sm font-semibold text-white">Hỗ trợ khách hàng</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {SUPPORT_PHONES.map((phone) => (
              <li key={phone.display} className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
                <span>
                  {phone.label}:{' '}
                  <a href={telHref(phone.display)} className={cn(linkClass, 'whitespace-nowrap')}>
                    {phone.display}
                  </a>
                </span>
              </li>
            ))}
            {EMAILS.map((email) => (
              <li key={email} className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
          <nav aria-label="Liên kết chân trang" className="mt-5">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={BOOKING_LOOKUP_PATH} className={linkClass}>
                  {messages.lookup.title}
                </Link>
              </li>
              <li>
                <Link to={REPAIR_TRACKING_PATH} className={linkClass}>
                  {messages.repairTracking.title}
                </Link>
              </li>
              <li>
                <Link to="/chinh-sach-bao-mat" className={linkClass}>
                  Chính sách bảo mật
                </Link>
              </li>
              <li>
                <Link to="/quyen-rieng-tu" className={linkClass}>
                  Quyền riêng tư
                </Link>
              </li>
            </ul>
          </nav>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-5 text-xs leading-relaxed text-navy-200">
          <p>
            <span className="font-semibold text-navy-100">Nguồn tham khảo: </span>
            {SOURCE_NOTICE}
          </p>
          <p className="mt-2">
            © {year} {GARAGE.legalName}. Bảo lưu mọi quyền.
          </p>
        </div>
      </div>
    </footer>
  );
}
