import { Link } from 'react-router-dom';
import { Carousel } from '@chalein/shared/ui/carousel';
import { initiativesCarouselSettings } from './carousel-settings';
import { initiatives } from './initiatives';

/** The home page's initiatives carousel: the 3 fixed cards, one at a time, in an endless loop. */
export function InitiativesCarousel() {
  return (
    <section className="section" aria-labelledby="initiatives-title">
      <div className="container">
        <h2 id="initiatives-title" className="section__title">
          Our initiatives
        </h2>
        <p className="section__lead">
          A ride company touches a whole city. Here is how we try to give some of it back.{' '}
          <Link to="/initiatives">Read about our initiatives</Link>
        </p>
        <Carousel label="initiatives" settings={initiativesCarouselSettings}>
          {initiatives.map((initiative) => (
            <article key={initiative.title} className="card initiative-card">
              <img src={initiative.image} alt={initiative.imageAlt} width="640" height="360" loading="lazy" />
              <div className="initiative-card__text">
                <h3>{initiative.title}</h3>
                <p>{initiative.summary}</p>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
