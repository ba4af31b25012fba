export interface Initiative {
  title: string;
  summary: string;
  /** the longer story for the Initiatives page */
  details: readonly string[];
  image: string;
  imageAlt: string;
}

/** The three fixed initiatives: free food, LGBTQ driver inclusion, cheaper hospital rides. */
export const initiatives: readonly Initiative[] = [
  {
    title: 'Free meals on the move',
    summary:
      'Every Sunday, Chalein drivers carry hot meals from community kitchens to night-shift workers, shelters and hospital attendants.',
    details: [
      'Our drivers pick up freshly cooked meals from partner community kitchens in Shivajinagar, Jayanagar and Yeshwanthpur and deliver them, free of charge, to shelters, construction camps and the families waiting outside government hospitals.',
      'Drivers who volunteer are paid for every kilometre they drive for the programme, so giving back never costs them a day\u2019s earnings.',
    ],
    image: '/uploads/brand/initiative-food.svg',
    imageAlt: 'Bowls of hot food handed out from a Chalein cab',
  },
  {
    title: 'Pride behind the wheel',
    summary: 'We welcome LGBTQ+ drivers: inclusive onboarding, a safe-space code for every rider and zero tolerance for harassment.',
    details: [
      'Transgender and queer drivers are onboarded with the same verification as everyone else, with their chosen name shown in the app and support from a dedicated driver success contact.',
      'Every rider agrees to our respect code. A report of harassment, from a rider or a driver, is investigated by our safety team within 24 hours, and abusive accounts are removed for good.',
    ],
    image: '/uploads/brand/initiative-pride.svg',
    imageAlt: 'A rainbow road with a Chalein cab and a heart',
  },
  {
    title: 'Care rides to hospitals',
    summary: 'Rides that start or end at a hospital cost 20% less, day and night, so getting to care is never the hard part.',
    details: [
      'The discount applies automatically when your pick-up or drop is a hospital or clinic listed in the app, for cabs, autos and wheelchair-accessible taxis.',
      'Drivers on care rides are asked to help with bags and wheelchairs and to wait up to five minutes at no charge, because appointments rarely run on time.',
    ],
    image: '/uploads/brand/initiative-hospital.svg',
    imageAlt: 'A hospital and a Chalein cab with a discount tag',
  },
];
