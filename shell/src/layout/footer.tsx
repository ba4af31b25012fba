import { Link, useLocation } from 'react-router-dom';
import { brand } from '@chalein/shared/lib/brand';
import { findSiteSection } from '@chalein/shared/lib/routes';
import { useShellTexts } from '../lib/shell-texts';
import { AppBadges } from './app-badges';
import { NewsletterForm } from './newsletter-form';

// each column's texts are the keys footer.<name>.heading and footer.<name>.<label>
const columns = [
  {
    name: 'careers',
    links: [
      { to: '/jobs', label: 'jobs' },
      { to: '/drive_with_us', label: 'driveWithUs' },
    ],
  },
  {
    name: 'legal',
    links: [
      { to: '/termscondition', label: 'terms' },
      { to: '/privacypolicy', label: 'privacy' },
      { to: '/refundpolicy', label: 'refund' },
      { to: '/generalinfo', label: 'generalInfo' },
    ],
  },
  {
    name: 'connect',
    links: [
      { to: '/faq', label: 'faq' },
      { to: '/support', label: 'support' },
      { to: '/investors', label: 'investors' },
    ],
  },
] as const;

const socials = [
  { href: brand.socials.linkedin, label: 'LinkedIn' },
  { href: brand.socials.instagram, label: 'Instagram' },
  { href: brand.socials.facebook, label: 'Facebook' },
] as const;

// India Standard Time is UTC+5:30 all year (no daylight saving since 1945).
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/**
 * This year in Bengaluru: a page rendered on a server in UTC and hydrated in an Indian browser prints the same year
 * in the last hours of 31 December. Plain arithmetic on the fixed offset rather than an Intl.DateTimeFormat with a
 * time zone: building that formatter loads the browser's time-zone data, which took 40 ms of a hydrating phone's
 * main thread (measured on /pricing).
 */
export function readYearInIndia(now: Date = new Date()): number {
  return new Date(now.getTime() + indiaOffsetMs).getUTCFullYear();
}

export function Footer({ year = readYearInIndia() }: { year?: number }) {
  const { t } = useShellTexts();
  const office = brand.office;
  // the careers pages have no header item (the spec fixes its six), so the footer's jobs link marks their section
  const section = findSiteSection(useLocation().pathname);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {columns.map((column) => (
          <nav key={column.name} aria-label={t(`footer.${column.name}.heading`)} className="site-footer__column">
            <h2 className="site-footer__heading">{t(`footer.${column.name}.heading`)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={section && findSiteSection(link.to) === section ? 'true' : undefined}>
                    {t(`footer.${column.name}.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.officeHeading')}</h2>
          <address>
            {brand.legalName}
            <br />
            {office.line1}
            <br />
            {office.line2}
            <br />
            {office.city} {office.pin}, {office.state}
            <br />
            <a href={`tel:${brand.supportPhone.replace(/\s/g, '')}`}>{brand.supportPhone}</a>
            <br />
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </address>
        </div>
        <div className="site-footer__column site-footer__column--wide">
          <NewsletterForm />
          <ul className="socials" aria-label={t('footer.socialsLabel')}>
            {socials.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
          <AppBadges />
        </div>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year, legalName: brand.legalName })}</p>
    </footer>
  );
}
