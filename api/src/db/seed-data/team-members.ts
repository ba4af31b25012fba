import type { NewTeamMember } from '../schema';

// The About page's team carousel. image_file is a name under /uploads/team/; a social link is shown only when
// its URL is present, so some members have none.
export const teamMembers: NewTeamMember[] = [
  {
    id: 1,
    name: 'Kavya Raghunath',
    designation: 'Co-founder and Chief Executive Officer',
    description_html:
      '<p>Kavya spent a decade running city operations for logistics companies before starting Chalein in 2024. She believes a ride should feel as safe at midnight as it does at noon, and still rides a bike taxi to the office twice a week to see the service as riders do.</p>',
    image_file: 'kavya-raghunath.svg',
    linkedin_url: 'https://www.linkedin.com/in/kavya-raghunath-chalein',
    instagram_url: null,
    facebook_url: null,
    x_url: 'https://x.com/kavya_chalein',
    sort_order: 1,
  },
  {
    id: 2,
    name: 'Nikhil Bhat',
    designation: 'Co-founder and Chief Technology Officer',
    description_html:
      '<p>Nikhil leads the engineering team that builds the Rider and Driver apps, dispatch and payments. Before Chalein he built real-time mapping systems for fleets. <strong>He is proudest of the SOS flow</strong>, which reaches the safety team in under three seconds.</p>',
    image_file: 'nikhil-bhat.svg',
    linkedin_url: 'https://www.linkedin.com/in/nikhil-bhat-chalein',
    instagram_url: null,
    facebook_url: null,
    x_url: null,
    sort_order: 2,
  },
  {
    id: 3,
    name: 'Sandhya Murthy',
    designation: 'Head of Operations',
    description_html:
      "<p>Sandhya runs day-to-day operations across Bengaluru: driver supply, airport and outstation service, and Chalein Porter. She grew up in Basavanagudi and knows the city's traffic patterns better than most maps do.</p>",
    image_file: 'sandhya-murthy.svg',
    linkedin_url: 'https://www.linkedin.com/in/sandhya-murthy-ops',
    instagram_url: 'https://www.instagram.com/sandhya.on.the.road',
    facebook_url: null,
    x_url: null,
    sort_order: 3,
  },
  {
    id: 4,
    name: 'Imran Pasha',
    designation: 'Head of Driver Success',
    description_html:
      '<p>Imran drove an auto in Shivajinagar for six years before joining Chalein. He now leads the team that onboards, trains and supports more than 15,000 drivers, and makes sure <strong>every driver is paid on time, every week</strong>.</p>',
    image_file: 'imran-pasha.svg',
    linkedin_url: null,
    instagram_url: null,
    facebook_url: null,
    x_url: null,
    sort_order: 4,
  },
  {
    id: 5,
    name: 'Ritu Agarwal',
    designation: 'Head of Safety and Trust',
    description_html:
      "<p>Ritu built Chalein's driver verification with our identity partner, the women-only ride programme and the 24x7 safety desk. She previously worked on road-safety research and still reviews every serious incident report herself.</p>",
    image_file: 'ritu-agarwal.svg',
    linkedin_url: 'https://www.linkedin.com/in/ritu-agarwal-safety',
    instagram_url: null,
    facebook_url: null,
    x_url: null,
    sort_order: 5,
  },
  {
    id: 6,
    name: 'Manjunath Hegde',
    designation: 'Chief Financial Officer',
    description_html:
      '<p>Manjunath looks after finance, pricing and the pass programme. A chartered accountant from Sirsi, he keeps fares fair for riders and earnings predictable for drivers, and answers investor questions with patience.</p>',
    image_file: 'manjunath-hegde.svg',
    linkedin_url: null,
    instagram_url: null,
    facebook_url: 'https://www.facebook.com/manjunath.hegde.chalein',
    x_url: null,
    sort_order: 6,
  },
  {
    id: 7,
    name: 'Aisha Fernandes',
    designation: 'Head of Design',
    description_html:
      '<p>Aisha designs the Rider and Driver apps and this website, with a focus on <strong>accessibility and simple Kannada and Hindi interfaces</strong>. She tests every new screen with drivers at our Shanthala Nagar office before it ships.</p>',
    image_file: 'aisha-fernandes.svg',
    linkedin_url: 'https://www.linkedin.com/in/aisha-fernandes-design',
    instagram_url: 'https://www.instagram.com/aisha.draws.cities',
    facebook_url: 'https://www.facebook.com/aisha.fernandes.design',
    x_url: 'https://x.com/aisha_designs',
    sort_order: 7,
  },
];
