import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMarketingTexts } from '../lib/marketing-texts';

interface Crumb {
  to: string;
  label: string;
}

/** The top of an inner page: an optional way back (breadcrumb), the page's one h1 and a lead paragraph. */
export function PageHeader({
  title,
  lead,
  crumbs,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}) {
  const { t } = useMarketingTexts();
  return (
    <header className="page-header">
      <div className="container">
        {crumbs && crumbs.length > 0 ? (
          <nav aria-label={t('pageHeader.breadcrumb')} className="breadcrumb">
            <ol>
              {crumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
