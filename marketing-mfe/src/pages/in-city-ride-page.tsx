import { ServiceDetail, type ServiceContent } from '../components/service-detail';
import '../styles/marketing.css';

const content: ServiceContent = {
  title: 'In-city rides',
  lead: 'Bike taxis, autos and cabs across Bengaluru, from a quick hop to the metro to a late-night ride home, with the fare shown before you book.',
  image: { src: '/uploads/brand/in-city.svg', alt: 'A city route with pick-up and drop pins and a Chalein cab' },
  optionsTitle: 'Choose your ride',
  options: [
    { name: 'Bike taxi', text: 'the fastest way through peak-hour traffic for one rider, helmet provided.' },
    { name: 'Auto', text: 'metered-style fares with no haggling, for short trips and small groups of up to three.' },
    { name: 'Cab', text: 'hatchbacks and sedans with air conditioning for up to four riders and their bags.' },
    { name: 'Women-only ride', text: 'a woman driver for women riders, at any hour of the day or night.' },
    { name: 'Wheelchair-accessible taxi', text: 'a ramp-equipped cab and a driver trained to help, bookable from the app.' },
  ],
  steps: [
    'Open the Rider App and enter where you are going; your pick-up point is found for you.',
    'Pick a bike, auto or cab and check the upfront fare.',
    'Match the vehicle number and the driver\u2019s photo when your ride arrives.',
    'Pay by UPI, card, wallet or cash at the end, and rate your driver.',
  ],
  pricing:
    'Every in-city ride shows its fare before you book, based on distance, expected time and demand. Riding every day? The Daylight and Moonlight Saver passes cover up to 20 km of rides for a fixed price.',
  safety:
    'Share your live location with trusted contacts, press SOS to reach our 24x7 safety desk, and ride with drivers who passed a background check before their first trip.',
};

/** In-city rides (/in_city_ride): static marketing copy with its image. */
export function InCityRidePage() {
  return <ServiceDetail content={content} />;
}
