import type { NewSeoPage } from '../schema';

// Page metadata for POST /api/seodata {id}: one row for every seoId of shared/src/lib/routes.ts.
// meta_title at most 60 characters, meta_description 120 to 160; head_image is a share image: the PNG the shell's
// build renders from api/assets/uploads/brand/share-<name>.svg (link previews show no SVG).
const share = (name: string) => `/share/${name}.png`;

export const seoPages: NewSeoPage[] = [
  {
    id: 1,
    meta_title: 'Chalein | Safe, affordable taxi service in Bengaluru',
    meta_description:
      'Book cabs, bike taxis, autos, outstation rides and porter deliveries in Bengaluru with Chalein: verified drivers, women-only rides and passes that save money.',
    meta_keyword: 'taxi service Bengaluru, cab booking, bike taxi, auto booking, outstation cab, porter service, Chalein',
    head_image: share('home'),
  },
  {
    id: 2,
    meta_title: 'About Us: safety-first rides for Bengaluru | Chalein',
    meta_description:
      'Meet the team behind Chalein, a Bengaluru ride-hailing company built on safety: verified drivers, women-only rides, voice booking and accident-hotspot alerts.',
    meta_keyword: 'about Chalein, Chalein team, Bengaluru ride hailing company, safe taxi, women-only rides',
    head_image: share('about'),
  },
  {
    id: 3,
    meta_title: 'Contact Us | Chalein',
    meta_description:
      'Questions, feedback or a partnership idea? Write to Chalein and our Bengaluru team will reply, or visit our office on Residency Road in Shanthala Nagar.',
    meta_keyword: 'contact Chalein, Chalein customer care, Chalein office Bengaluru, taxi helpline',
    head_image: share('support'),
  },
  {
    id: 4,
    meta_title: 'Our Services: city rides, outstation and porter | Chalein',
    meta_description:
      'Everything Chalein offers in one place: bike taxis, autos and cabs across Bengaluru, outstation trips to nearby cities, and porter trucks for parcels and moves.',
    meta_keyword: 'Chalein services, cab service, bike taxi, auto rickshaw, outstation taxi, porter truck, goods delivery',
    head_image: share('services'),
  },
  {
    id: 5,
    meta_title: 'Ride passes and pricing | Chalein',
    meta_description:
      'Compare Chalein passes: Daylight and Moonlight savers from 339 rupees, Student, Corporate and Gold passes for three months, and passes for our driver partners.',
    meta_keyword: 'Chalein pricing, ride pass, daylight pass, moonlight pass, student pass, corporate pass, gold pass',
    head_image: share('passes'),
  },
  {
    id: 6,
    meta_title: 'Careers: jobs in Bengaluru | Chalein',
    meta_description:
      'Join Chalein in Bengaluru. Open roles in engineering, operations, driver success, customer support, sales, marketing, design and finance. Apply online today.',
    meta_keyword: 'Chalein careers, jobs in Bengaluru, mobility jobs, startup jobs Bengaluru, engineering jobs',
    head_image: share('careers'),
  },
  {
    id: 7,
    meta_title: 'Job details and open roles | Chalein Careers',
    meta_description:
      'Read about the team, the roles open now, what you will do and what we offer, then apply online with your resume. Every application gets a reply from Chalein.',
    meta_keyword: 'Chalein job openings, job description, roles in Bengaluru, apply for job',
    head_image: share('careers'),
  },
  {
    id: 8,
    meta_title: 'Apply for a job | Chalein Careers',
    meta_description:
      'Apply to Chalein in a few minutes: share your details and experience, upload your resume as PDF, DOC or DOCX, and our hiring team will get back to you soon.',
    meta_keyword: 'apply Chalein, job application, upload resume, careers Bengaluru',
    head_image: share('careers'),
  },
  {
    id: 9,
    meta_title: 'Investors | Chalein',
    meta_description:
      'Chalein is building safe, affordable mobility and goods delivery for Bengaluru and beyond. Investors can get in touch with our team through the enquiry form.',
    meta_keyword: 'Chalein investors, invest in mobility startup, Bengaluru startup, investor relations',
    head_image: share('investors'),
  },
  {
    id: 10,
    meta_title: 'Support: raise a ticket | Chalein',
    meta_description:
      'Need help with a ride, a payment, a pass or your account? Raise a sales, technical or account ticket with Chalein support and we usually reply within a day.',
    meta_keyword: 'Chalein support, raise ticket, ride complaint, refund query, account help',
    head_image: share('support'),
  },
  {
    id: 11,
    meta_title: 'Drive with us: become a driver partner | Chalein',
    meta_description:
      'Earn on your own schedule with Chalein. Register your cab, auto, bike or porter vehicle in Bengaluru, upload your documents and start riding within days.',
    meta_keyword: 'drive with Chalein, driver registration, become a cab driver, bike taxi driver, porter driver jobs',
    head_image: share('drive'),
  },
  {
    id: 12,
    meta_title: 'Frequently asked questions | Chalein',
    meta_description:
      'Answers about booking rides, payments and passes, safety, the porter service, driving with Chalein and your account, all in one place for riders and drivers.',
    meta_keyword: 'Chalein FAQ, help, how to book a ride, pass questions, driver questions',
    head_image: share('support'),
  },
  {
    id: 13,
    meta_title: 'Questions riders ask us | Chalein',
    meta_description:
      'Quick answers to the questions Bengaluru riders ask most often about booking, fares, passes, safety and porter deliveries with Chalein, plus where to get help.',
    meta_keyword: 'Chalein questions, rider help, taxi FAQ Bengaluru, porter FAQ',
    head_image: share('support'),
  },
  {
    id: 14,
    meta_title: 'Our initiatives: food, pride and care | Chalein',
    meta_description:
      'How Chalein gives back: free meals shared through our driver network, an inclusive welcome for LGBTQ+ drivers, and discounted rides to and from hospitals.',
    meta_keyword: 'Chalein initiatives, free food drive, LGBTQ inclusion, hospital ride discount, social impact',
    head_image: share('about'),
  },
  {
    id: 15,
    meta_title: 'In-city rides in Bengaluru: cab, auto, bike | Chalein',
    meta_description:
      'Get around Bengaluru your way: bike taxis through traffic, autos for short hops and cabs for comfort, with upfront fares, live tracking and verified drivers.',
    meta_keyword: 'in-city ride, cab in Bengaluru, bike taxi Bengaluru, auto booking, local taxi',
    head_image: share('services'),
  },
  {
    id: 16,
    meta_title: 'Porter service: parcels and house moves | Chalein',
    meta_description:
      'Send a parcel across town or move house with Chalein Porter: two-wheelers, cargo autos and mini trucks with helpers, upfront prices and goods-in-transit cover.',
    meta_keyword: 'porter service Bengaluru, goods delivery, mini truck booking, house shifting, parcel delivery',
    head_image: share('services'),
  },
  {
    id: 17,
    meta_title: 'Outstation cabs from Bengaluru | Chalein',
    meta_description:
      'One-way and round-trip outstation cabs from Bengaluru to Mysuru, Coorg, Chikkamagaluru, Ooty, Chennai and more, with tolls and driver allowance shown upfront.',
    meta_keyword: 'outstation cab Bengaluru, one way taxi, round trip cab, Mysuru taxi, Coorg cab, weekend trip',
    head_image: share('services'),
  },
  {
    id: 18,
    meta_title: 'Blog: guides, tips and stories | Chalein',
    meta_description:
      'Read the Chalein blog for safe night-ride tips, which pass saves you most, moving-day checklists, weekend getaways from Bengaluru and stories from our drivers.',
    meta_keyword: 'Chalein blog, travel tips Bengaluru, ride safety tips, weekend getaways, moving tips',
    head_image: share('blog'),
  },
  {
    id: 19,
    meta_title: 'Terms and Conditions | Chalein',
    meta_description:
      'The terms that apply when you use the Chalein website and apps, book rides or porter deliveries, buy a ride pass or register as a driver partner with Chalein.',
    meta_keyword: 'Chalein terms and conditions, terms of use, ride terms, pass terms',
    head_image: share('legal'),
  },
  {
    id: 20,
    meta_title: 'Privacy Policy | Chalein',
    meta_description:
      'What personal data Chalein collects, why, how long we keep it and your rights under the Digital Personal Data Protection Act 2023, with our grievance officer.',
    meta_keyword: 'Chalein privacy policy, DPDP Act 2023, personal data, data protection, grievance officer',
    head_image: share('legal'),
  },
  {
    id: 21,
    meta_title: 'Refund Policy | Chalein',
    meta_description:
      'When and how Chalein refunds ride fares, cancellation fees and pass payments, including failed or duplicate payments, with timelines for each payment method.',
    meta_keyword: 'Chalein refund policy, ride refund, pass refund, cancellation fee, payment failed refund',
    head_image: share('legal'),
  },
  {
    id: 22,
    meta_title: 'General Information | Chalein',
    meta_description:
      'Company details of Chalein Mobility Private Limited: where we operate, our services, fares and taxes, our partners, accessibility and how to reach the team.',
    meta_keyword: 'Chalein company information, Chalein Mobility Private Limited, service area, fares',
    head_image: share('default'),
  },
  {
    id: 23,
    meta_title: 'Site index | Chalein',
    meta_description:
      'Every page of the Chalein website in one list: rides and services, passes and pricing, careers, driver registration, support, blog and our legal policies.',
    meta_keyword: 'Chalein sitemap, site index, all pages',
    head_image: share('default'),
  },
  {
    id: 24,
    meta_title: 'Daylight Saver Pass: 339 rupees a day | Chalein',
    meta_description:
      'Ride all day for less with the Daylight Saver Pass: 339 rupees instead of 429, up to 20 km of rides from 6 am to 6 pm, and 19 rupees per km after that.',
    meta_keyword: 'daylight pass, day pass Bengaluru, taxi day pass, Chalein daylight saver',
    head_image: share('passes'),
  },
  {
    id: 25,
    meta_title: 'Moonlight Saver Pass: 379 rupees a night | Chalein',
    meta_description:
      'Get home safely for less with the Moonlight Saver Pass: 379 rupees instead of 429, discounted rides from 6 pm to 6 am, up to 20 km per ride, 16 rupees/km after.',
    meta_keyword: 'moonlight pass, night ride pass, night taxi Bengaluru, Chalein moonlight saver',
    head_image: share('passes'),
  },
  {
    id: 26,
    meta_title: 'Student Pass: 20% off for 3 months | Chalein',
    meta_description:
      'Students save 20% on every Chalein ride for three months, with priority booking and free rides on select days. Just 469 rupees with a valid student ID card.',
    meta_keyword: 'student pass, student taxi discount, college commute Bengaluru, Chalein student pass',
    head_image: share('passes'),
  },
  {
    id: 27,
    meta_title: 'Corporate Pass: 15% off office rides | Chalein',
    meta_description:
      'The Corporate Pass gives staff of registered companies 15% off every ride for three months plus a free ride on eligible days, for 999 rupees instead of 1,199.',
    meta_keyword: 'corporate pass, office commute, employee taxi discount, Chalein corporate pass',
    head_image: share('passes'),
  },
  {
    id: 28,
    meta_title: 'Gold Pass: 30% off and free airport rides | Chalein',
    meta_description:
      'Our best pass: 30% off unlimited in-city rides, free airport transfers and a free ride after every 5 rides, for three months at 1,399 rupees instead of 1,799.',
    meta_keyword: 'gold pass, premium ride pass, airport transfer, Chalein gold pass',
    head_image: share('passes'),
  },
  {
    id: 29,
    meta_title: 'Standard Driver Pass: free for drivers | Chalein',
    meta_description:
      'Every registered Chalein driver partner gets the Standard Driver Pass free each month: ride requests, weekly payouts, insurance cover and 24x7 driver support.',
    meta_keyword: 'driver pass, standard driver pass, Chalein driver partner, free driver plan',
    head_image: share('drive'),
  },
  {
    id: 30,
    meta_title: 'Silver Driver Pass: 499 rupees a month | Chalein',
    meta_description:
      'Drivers with 50 or more completed rides can upgrade to the Silver Driver Pass for 499 rupees a month: lower commission, priority requests and faster payouts.',
    meta_keyword: 'silver driver pass, driver subscription, lower commission, Chalein driver',
    head_image: share('drive'),
  },
  {
    id: 31,
    meta_title: 'Gold Driver Pass: 999 rupees a month | Chalein',
    meta_description:
      'Top-rated drivers with 100 rides and a 4.5+ rating earn more with the Gold Driver Pass: zero commission on city rides, airport queue priority and daily payouts.',
    meta_keyword: 'gold driver pass, zero commission, top driver benefits, Chalein driver gold',
    head_image: share('drive'),
  },
  {
    id: 32,
    meta_title: 'Thank you for your purchase | Chalein',
    meta_description:
      'Thank you for buying a Chalein pass. Sign in to the Rider App with the mobile number you used and your pass is applied to your next eligible ride automatically.',
    meta_keyword: 'Chalein pass purchase, payment successful, thank you',
    head_image: share('passes'),
  },
  {
    id: 33,
    meta_title: 'Payment not completed | Chalein',
    meta_description:
      'Your Chalein pass payment was not completed. No pass was issued; any amount debited is refunded to your account. Please check your details and try again.',
    meta_keyword: 'Chalein payment failed, pass payment, try again',
    head_image: share('passes'),
  },
  {
    id: 34,
    meta_title: 'Your driver application | Chalein',
    meta_description:
      'See where your Chalein driver registration stands: enter your reference and mobile number to see each document, and send again any we could not accept.',
    meta_keyword: 'Chalein driver application status, driver registration status, upload document again',
    head_image: share('drive'),
  },
];
