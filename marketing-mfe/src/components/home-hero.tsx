import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';

export function HomeHero() {
  const riderStoreUrl = useStoreUrl('rider');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__welcome">{brand.welcomeLine}</p>
          <h1 id="hero-title">{brand.tagline}</h1>
          <p className="hero__lead">
            Cabs, bike taxis, autos, outstation trips and porter deliveries across Bengaluru, with verified drivers and fares you see before
            you book.
          </p>
          <a className="button hero__cta" href={riderStoreUrl} target="_blank" rel="noopener noreferrer">
            book a ride
          </a>
        </div>
        <img
          className="hero__art"
          src="/uploads/brand/hero-city.svg"
          alt="A Chalein cab on a Bengaluru road at sunrise"
          width="560"
          height="280"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
