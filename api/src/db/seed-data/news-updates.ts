import type { NewNewsUpdate } from '../schema';

// News and updates carousel on the home page. image_file is a name under /uploads/news/; descriptions are plain
// text; created_at is ISO 8601 (the page shows it as day, full month name, year).
export const newsUpdates: NewNewsUpdate[] = [
  {
    id: 1,
    image_file: 'porter-launch.svg',
    title: 'Chalein Porter launches across Bengaluru',
    description:
      'Move anything from a single parcel to a one-bedroom flat with Chalein Porter. Book a two-wheeler for documents and small parcels, or a mini truck with loading help for furniture and appliances, with the fare shown before you confirm.',
    created_at: '2026-01-19T09:30:00.000Z',
  },
  {
    id: 2,
    image_file: 'women-only-rides.svg',
    title: 'Women-only rides now available round the clock',
    description:
      'Riders who prefer a woman driver can now choose a women-only ride at any hour, not just in the evening. More than 1,200 women drivers have joined Chalein, and every ride comes with live location sharing and an SOS button.',
    created_at: '2026-03-08T05:00:00.000Z',
  },
  {
    id: 3,
    image_file: 'ev-fleet.svg',
    title: '300 electric cabs join the Chalein fleet',
    description:
      'Our first 300 electric cabs are on the road, charged at partner hubs in Hebbal, HSR Layout and Electronic City. Riders pay the same fare as a regular cab, and drivers save on fuel with a lower daily running cost.',
    created_at: '2026-05-12T06:15:00.000Z',
  },
  {
    id: 4,
    image_file: 'airport-service.svg',
    title: 'Fixed-fare rides to Kempegowda International Airport',
    description:
      'Airport rides now have a fixed fare from every part of the city, booked up to seven days ahead. Your driver tracks your flight for pick-ups and waits up to 45 minutes after landing at no extra cost. Gold Pass holders ride to the airport free.',
    created_at: '2026-07-01T04:45:00.000Z',
  },
  {
    id: 5,
    image_file: 'hotspot-alerts.svg',
    title: 'Accident-hotspot alerts for every driver',
    description:
      'Working with traffic data for Bengaluru roads, the Driver App now warns drivers 300 metres before a junction or stretch with a history of accidents, and suggests a safer speed. The same alerts appear for riders on bike taxis.',
    created_at: '2026-08-27T07:00:00.000Z',
  },
  {
    id: 6,
    image_file: 'outstation-rides.svg',
    title: 'Outstation rides to Mysuru, Coorg and beyond',
    description:
      'Plan a weekend getaway or a family visit with one-way and round-trip outstation cabs to more than 40 destinations across Karnataka, Tamil Nadu and Andhra Pradesh, with tolls and driver allowance shown upfront.',
    created_at: '2026-10-14T10:00:00.000Z',
  },
];
