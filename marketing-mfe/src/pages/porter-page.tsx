import { ServiceDetail, type ServiceContent } from '../components/service-detail';
import '../styles/marketing.css';

const content: ServiceContent = {
  title: 'Porter service',
  lead: 'Send a parcel across town, move a fridge to a new flat or restock your shop the same day, with vehicles sized to the load.',
  image: { src: '/uploads/brand/porter.svg', alt: 'A Chalein porter truck carrying boxes to a home' },
  optionsTitle: 'Vehicles for every load',
  options: [
    { name: 'Two-wheeler', text: 'documents, tiffins and parcels up to 20 kg, delivered within the hour.' },
    { name: 'Three-wheeler', text: 'cargo autos for cartons, appliances and shop stock up to 500 kg.' },
    { name: 'Mini truck', text: 'furniture and small house moves up to 1,000 kg, with helpers on request.' },
  ],
  steps: [
    'Choose Porter in the Rider App and enter the pick-up and drop addresses.',
    'Pick a vehicle for your load and add helpers if you need them.',
    'Track the delivery live and share the link with whoever is receiving it.',
    'The receiver confirms with a one-time code, and you get a photo of the delivery.',
  ],
  pricing:
    'Porter fares are shown upfront from the vehicle, the distance and any helpers you add. Loading time up to 20 minutes is free; after that a small per-minute charge applies.',
  safety:
    'Every porter driver is verified like our ride drivers. Goods are carried with care, and if something arrives damaged, raise a ticket on our Support page within 24 hours.',
};

/** Porter service (/porter): static marketing copy with its image. */
export function PorterPage() {
  return <ServiceDetail content={content} />;
}
