import { ServiceDetail, type ServiceContent } from '../components/service-detail';
import '../styles/marketing.css';

const content: ServiceContent = {
  title: 'Outstation rides',
  lead: 'Weekend getaways, family functions and airport runs from Bengaluru to Mysuru, Coorg, Chikkamagaluru, Tirupati and beyond, one way or round trip.',
  image: { src: '/uploads/brand/outstation.svg', alt: 'A Chalein cab on a winding highway through green hills' },
  optionsTitle: 'Trips we run',
  options: [
    { name: 'One way', text: 'pay only for the distance you travel, with no charge for the driver\u2019s return.' },
    { name: 'Round trip', text: 'keep the cab and driver for as many days as you need, with a per-day allowance.' },
    { name: 'Sedan or SUV', text: 'four seats for couples and small families, or six to seven with room for luggage.' },
    { name: 'Scheduled pick-up', text: 'book up to seven days ahead for early-morning departures and festival weekends.' },
  ],
  steps: [
    'Choose Outstation in the Rider App, add your destination and travel dates.',
    'See the all-inclusive fare: tolls, state permits and the driver allowance are already in it.',
    'Your driver\u2019s details arrive 30 minutes before pick-up.',
    'Stop for breakfast wherever you like; the trip is yours.',
  ],
  pricing:
    'Outstation fares are fixed at booking and include tolls, state permits and the driver allowance. A night charge applies only to driving between 10 pm and 6 am, and is shown before you confirm.',
  safety:
    'Drivers on outstation trips are our most experienced, with accident-hotspot alerts on every highway, and the trip is shared with your trusted contacts from start to finish.',
};

/** Outstation rides (/outstation_ride): static marketing copy with its image. */
export function OutstationRidePage() {
  return <ServiceDetail content={content} />;
}
