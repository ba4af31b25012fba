import type { NewTestimonial } from '../schema';

// Riders' reviews for the home page carousel. image_file is a name under /uploads/testimonial/.
// Every review has its text: the page's 'description is missing' fallback is for rows edited by hand, and a
// visitor should never meet it in the content we ship.
export const testimonials: NewTestimonial[] = [
  {
    id: 1,
    first_name: 'Anita',
    last_name: 'Rao',
    image_file: 'rider-anita.svg',
    description:
      'I finish work at 11 at night and the women-only ride option has changed how I feel about getting home. The driver waited until I was inside the gate, and my sister could follow the trip on live location.',
    rating: 5,
    city_name: 'Jayanagar, Bengaluru',
    sort_order: 1,
  },
  {
    id: 2,
    first_name: 'Rahul',
    last_name: 'Menon',
    image_file: 'rider-rahul.svg',
    description:
      'The Daylight Saver Pass pays for itself in three days of meetings around Whitefield and ITPL. Fares are shown before I book and the bill always matches. A bike taxi in peak traffic is a lifesaver.',
    rating: 4,
    city_name: 'Whitefield, Bengaluru',
    sort_order: 2,
  },
  {
    id: 3,
    first_name: 'Farhana',
    last_name: 'Sheikh',
    image_file: 'rider-farhana.svg',
    description:
      'Booked a porter mini truck to move my studio flat in Koramangala. Two helpers, careful with the glass table, and the price was exactly what the app quoted. I will use it again.',
    rating: 5,
    city_name: 'Koramangala, Bengaluru',
    sort_order: 3,
  },
  {
    id: 4,
    first_name: 'Suresh',
    last_name: 'Gowda',
    image_file: 'rider-suresh.svg',
    description:
      "We took an outstation cab from Mysuru to Bengaluru airport for my daughter's flight. The driver was on time at 4 am, drove safely on the expressway and helped with the luggage.",
    rating: 4,
    city_name: 'Mysuru',
    sort_order: 4,
  },
  {
    id: 5,
    first_name: 'Priya',
    last_name: 'Nair',
    image_file: 'rider-priya.svg',
    description:
      'My mother uses a wheelchair and booking an accessible taxi used to take a dozen calls. With Chalein it took one tap, and the driver knew how to use the ramp. Thank you for thinking about people like her.',
    rating: 5,
    city_name: 'HSR Layout, Bengaluru',
    sort_order: 5,
  },
  {
    id: 6,
    first_name: 'Vikram',
    last_name: 'Shetty',
    image_file: 'rider-vikram.svg',
    description:
      'Rides are reliable and the drivers are polite, but pick-ups near the Electronic City flyover can take a while in the evening. Support sorted out a wrong toll charge within a day.',
    rating: 3,
    city_name: 'Electronic City, Bengaluru',
    sort_order: 6,
  },
  {
    id: 7,
    first_name: 'Deepa',
    last_name: 'Kulkarni',
    image_file: 'rider-deepa.svg',
    description:
      'I travel from Tumakuru to Peenya for work twice a week. The outstation fare is fixed when I book, the cab is clean, and the driver always calls to confirm the pick-up point near the bus stand.',
    rating: 4,
    city_name: 'Tumakuru',
    sort_order: 7,
  },
  {
    id: 8,
    first_name: 'Arjun',
    last_name: 'Reddy',
    image_file: 'rider-arjun.svg',
    description:
      'I commute from Hosur to Bommasandra every day. The auto fares are fair, and the voice booking is handy when I am carrying my laptop bag and a tiffin in both hands.',
    rating: 4,
    city_name: 'Hosur',
    sort_order: 8,
  },
  {
    id: 9,
    first_name: 'Meera',
    last_name: 'Iyer',
    image_file: 'rider-meera.svg',
    description:
      'The Student Pass is great value: 20% off every ride to college and a couple of free rides on exam days. The app even warned my driver about an accident-prone junction near Mekhri Circle.',
    rating: 5,
    city_name: 'Malleshwaram, Bengaluru',
    sort_order: 9,
  },
];
