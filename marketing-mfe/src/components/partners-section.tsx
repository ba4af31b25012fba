import { brand } from '@chalein/shared/lib/brand';

export function PartnersSection() {
  return (
    <section className="section" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="section__title">
          Our partners
        </h2>
        <ul className="partners">
          {brand.partners.map((partner) => (
            <li key={partner.name} className="card partners__item">
              <img className="partners__logo" src={partner.logo} alt="" width="160" height="48" loading="lazy" />
              <h3>{partner.name}</h3>
              <p>{partner.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
