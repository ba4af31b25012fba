import { Link, useLocation } from 'react-router-dom';
import { brand } from '@chalein/shared/lib/brand';
import { findSiteSection } from '@chalein/shared/lib/routes';
import { AppBadges } from './app-badges';
import { NewsletterForm } from './newsletter-form';

const columns = [
  {
    heading: 'Careers',
    links: [
      { to: '/jobs', label: 'Jobs at Chalein' },
      { to: '/drive_with_us', label: 'Drive with us' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/termscondition', label: 'Terms and conditions' },
      { to: '/privacypolicy', label: 'Privacy policy' },
      { to: '/refundpolicy', label: 'Refund policy' },
      { to: '/generalinfo', label: 'General information' },
    ],
  },
  {
    heading: 'Connect with us',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/support', label: 'Support' },
      { to: '/investors', label: 'Investors' },
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
  const office = brand.office;
  // the careers pages have no header item (the spec fixes its six), so the footer's jobs link marks their section
  const section = findSiteSection(useLocation().pathname);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="site-footer__column">
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={section && findSiteSection(link.to) === section ? 'true' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column">
          <h2 className="site-footer__heading">Our office</h2>
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
          <ul className="socials" aria-label="Chalein on social media">
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
      <p className="site-footer__copyright">
        © {year} {brand.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
