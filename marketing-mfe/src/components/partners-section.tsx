import { brand } from '@chalein/shared/lib/brand';
import { useMarketingTexts } from '../lib/marketing-texts';

type PartnerName = (typeof brand.partners)[number]['name'];

// the partners' names are theirs in every language; what each does for us is told in the page's language
const partnerDescriptionKeys: Readonly<Record<PartnerName, string>> = {
  'VeriTrust ID': 'partnersSection.veriTrustDescription',
  'Kaveri Infotech Solutions': 'partnersSection.kaveriDescription',
};

export function PartnersSection() {
  const { t } = useMarketingTexts();
  return (
    <section className="section" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="section__title">
          {t('partnersSection.title')}
        </h2>
        <ul className="partners">
          {brand.partners.map((partner) => (
            <li key={partner.name} className="card partners__item">
              <img className="partners__logo" src={partner.logo} alt="" width="160" height="48" loading="lazy" />
              <h3>{partner.name}</h3>
              <p>{t(partnerDescriptionKeys[partner.name])}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
