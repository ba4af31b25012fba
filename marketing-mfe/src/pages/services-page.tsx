import { Link } from 'react-router-dom';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { PageHeader } from '../components/page-header';
import '../styles/marketing.css';

const services = [
  {
    to: '/in_city_ride',
    title: 'In-city rides',
    text: 'Bike taxis, autos and cabs across Bengaluru, with women-only and wheelchair-accessible options.',
    image: '/uploads/brand/in-city.svg',
  },
  {
    to: '/outstation_ride',
    title: 'Outstation rides',
    text: 'One-way and round trips to the hills, the coast and neighbouring cities, with tolls included upfront.',
    image: '/uploads/brand/outstation.svg',
  },
  {
    to: '/porter',
    title: 'Porter service',
    text: 'Two-wheelers, three-wheelers and mini trucks for parcels, shop stock and house moves.',
    image: '/uploads/brand/porter.svg',
  },
] as const;

/** Our Services (metadata id 4): the three services, and links to About and Contact. */
export function ServicesPage() {
  return (
    <PageRoot>
      <PageHeader
        title="Our Services"
        lead="One app for the ways Bengaluru moves: people across the city, people out of it, and the things they send."
      />
      <section className="section" aria-label="Services">
        <div className="container">
          <ul className="grid services-grid">
            {services.map((service) => (
              <li key={service.to} className="card service-tile">
                <img src={service.image} alt="" width="480" height="320" loading="lazy" />
                <h2 className="service-tile__title">
                  <Link to={service.to}>{service.title}</Link>
                </h2>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="services-more-title">
        <div className="container service-cta">
          <h2 id="services-more-title">Want to know more?</h2>
          <p>Read how we keep every ride safe, or ask us anything about rides, porter bookings and partnerships.</p>
          <div className="service-cta__actions">
            <Link className="button" to="/about">
              About Chalein
            </Link>
            <Link className="button button--secondary" to="/contact">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
