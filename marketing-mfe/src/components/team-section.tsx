import { getUploadUrl } from '@chalein/shared/api/client';
import { getTeamMembers } from '@chalein/shared/api/marketing';
import type { TeamMember } from '@chalein/shared/api/types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { SafeHtml } from '@chalein/shared/ui/safe-html';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { useMarketingTexts } from '../lib/marketing-texts';
import { Carousel } from '@chalein/shared/ui/carousel';
import { teamCarouselSettings } from './carousel-settings';

const socialNetworks = [
  { key: 'strLinkedInUrl', name: 'LinkedIn' },
  { key: 'strInstagramUrl', name: 'Instagram' },
  { key: 'strFacebookUrl', name: 'Facebook' },
  { key: 'strXUrl', name: 'X' },
] as const;

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useMarketingTexts();
  const links = socialNetworks.flatMap(({ key, name }) => {
    const url = member[key]?.trim();
    return url ? [{ name, url }] : [];
  });
  return (
    <article className="card team-card">
      <img className="team-card__photo" src={getUploadUrl('team', member.strImage)} alt="" width="160" height="160" loading="lazy" />
      <h3 className="team-card__name">{member.strName}</h3>
      <p className="team-card__role">{member.strDesignation}</p>
      <SafeHtml className="team-card__bio" html={member.strDescription} />
      {links.length > 0 ? (
        <ul className="team-card__social" aria-label={t('teamSection.socialLinks', { name: member.strName })}>
          {links.map((link) => (
            <li key={link.name}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('teamSection.socialLink', { name: member.strName, network: link.name })}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** Our team: a carousel of the people behind Chalein (POST our_team), each social link only when present. */
export function TeamSection() {
  const { t } = useMarketingTexts();
  const team = useAsyncData(getTeamMembers, sectionDataKeys.team);
  return (
    <section className="section section--surface" aria-labelledby="team-title">
      <div className="container">
        <h2 id="team-title" className="section__title">
          {t('teamSection.title')}
        </h2>
        {team.status === 'loading' ? <LoadingState label={t('teamSection.loading')} /> : null}
        {team.status === 'error' ? (
          <ErrorState message={t('teamSection.loadError', { message: team.error.message })} onRetry={team.reload} />
        ) : null}
        {team.status === 'success' && team.data.length === 0 ? <EmptyState message={t('teamSection.empty')} /> : null}
        {team.status === 'success' && team.data.length > 0 ? (
          <Carousel label={t('teamSection.carouselLabel')} settings={teamCarouselSettings}>
            {team.data.map((member) => (
              <TeamCard key={member.iTeamId} member={member} />
            ))}
          </Carousel>
        ) : null}
      </div>
    </section>
  );
}
