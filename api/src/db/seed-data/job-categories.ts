import type { NewJobCategory } from '../schema';
import { renderJobPage, type JobPageFrame, type JobPageTexts } from './job-page-frame';

// Careers: one row per job category. image_file is a name under /uploads/job-category/; content_html is the
// job details page (jobs_details/:id/:slugName), rendered through the sanitized-HTML component. The Hindi and
// Kannada pages (job-pages-hi.ts, job-pages-kn.ts) are built by the same renderer, so every language has the same
// sections.

interface JobCategorySource extends JobPageTexts {
  id: number;
  job_title: string;
  slug: string;
}

/** The English frame: headings, what every job offers, the location line and how to apply. */
export const englishJobPageFrame: JobPageFrame = {
  headings: {
    about: 'About the team',
    roles: 'Roles open now',
    responsibilities: 'What you will do',
    requirements: 'What we look for',
    extras: 'Good to have',
    offer: 'What we offer',
    location: 'Location',
    apply: 'How to apply',
  },
  offer: [
    'A competitive salary, with employee stock options for every full-time role',
    'Health insurance for you, your spouse or partner, children and parents',
    'A Gold Pass for rides across the city at the employee price, and a monthly commute allowance',
    'Twenty-four days of paid leave, plus 26 weeks of parental leave for every parent',
    'A yearly learning budget for courses, books and conferences',
  ],
  location: (office, workPattern) => `Bengaluru. Our office is at ${office}. ${workPattern}`,
  apply:
    'Use the <strong>Apply now</strong> button on this page and attach your resume (PDF, DOC or DOCX). We reply to every application within two weeks. Chalein is an equal-opportunity employer: we welcome applicants of every gender, caste, religion, disability and sexual orientation.',
};

const sources: JobCategorySource[] = [
  {
    id: 1,
    job_title: 'Engineering',
    slug: 'engineering',
    about:
      'Our engineers build the Rider App, the Driver App, real-time dispatch that matches a rider to a driver in seconds, pricing, payments and this website. We are a team of 60 working in small product squads, shipping several times a day with code review, automated tests and on-call rotations that respect your evenings.',
    roles: [
      '<strong>Senior Backend Engineer, Dispatch</strong> (5+ years; TypeScript or Go, PostgreSQL, Kafka)',
      '<strong>Android Engineer, Driver App</strong> (3+ years; Kotlin, Jetpack Compose, offline-first apps)',
      '<strong>Frontend Engineer, Web</strong> (2+ years; React, TypeScript, accessibility)',
      '<strong>Site Reliability Engineer</strong> (4+ years; Kubernetes, observability, incident response)',
    ],
    responsibilities: [
      'Design, build and run services that handle thousands of ride requests a minute at peak hours',
      'Own features end to end, from a design note to monitoring them in production',
      'Make the apps fast and reliable on low-end phones and patchy mobile networks',
      'Review code, write tests and help teammates grow',
      'Take part in a fair, paid on-call rotation for the systems your squad owns',
    ],
    requirements: [
      'Solid experience with at least one of the stacks listed for the role',
      'Clear written communication: design notes, pull requests and incident reviews',
      'Care for the people who use what you build, riders and drivers alike',
      'A degree is welcome but not required; show us what you have built',
    ],
    extras: ['Experience with maps, routing or geospatial data', 'Knowledge of UPI and payment gateway integrations'],
    workPattern: 'Hybrid: three days a week in the office, the rest from home.',
  },
  {
    id: 2,
    job_title: 'Operations',
    slug: 'operations',
    about:
      'The operations team keeps Bengaluru moving: balancing driver supply with rider demand by area and hour, running airport and outstation service, and launching Chalein Porter in new zones. It is a hands-on team that spends as much time at driver hubs as at their desks.',
    roles: [
      '<strong>City Operations Manager</strong> (4+ years in mobility, logistics or quick commerce)',
      '<strong>Zone Lead, Chalein Porter</strong> (2+ years in last-mile delivery operations)',
      '<strong>Operations Analyst</strong> (1+ years; SQL and spreadsheets)',
    ],
    responsibilities: [
      'Plan driver supply for each zone and hour, including peak rain and festival days',
      'Run daily reviews of wait times, cancellations and ride quality, and fix what is slipping',
      'Work with Driver Success to onboard drivers where riders need them most',
      'Manage hub partners, charging points and parking at the airport and railway stations',
      'Turn data into weekly decisions and explain them clearly to the team',
    ],
    requirements: [
      'Experience running field operations with measurable targets',
      'Comfort with data: SQL or advanced spreadsheets',
      'Kannada and English; Hindi, Tamil or Telugu is a plus',
      'A two-wheeler licence and willingness to travel across the city',
    ],
    workPattern: 'Office-based, with regular visits to driver hubs across the city.',
  },
  {
    id: 3,
    job_title: 'Driver Success',
    slug: 'driver-success',
    about:
      "Drivers are our partners, and the Driver Success team is there for them from registration to their thousandth ride. The team verifies documents, runs onboarding and training sessions, handles driver questions and payouts, and brings drivers' feedback into every product decision.",
    roles: [
      '<strong>Driver Onboarding Associate</strong> (freshers welcome)',
      '<strong>Driver Trainer</strong> (2+ years of training or teaching experience)',
      '<strong>Driver Success Team Lead</strong> (4+ years, including 1+ year leading a team)',
    ],
    responsibilities: [
      'Review driver registrations and documents, and guide drivers through the background check',
      'Run onboarding sessions on the Driver App, safety, respectful conduct and accessible rides',
      'Resolve driver questions on earnings, passes and payouts by phone and at our help desk',
      'Visit driver hubs and listen; report patterns to product and operations teams',
      'Handle identity documents with care and follow our data protection rules at every step',
    ],
    requirements: [
      'Patience, empathy and clear speech in Kannada; Hindi, Tamil, Telugu or Urdu is a plus',
      'Comfort with smartphones and simple spreadsheets',
      'For trainers: experience teaching adults, in any field',
    ],
    workPattern: 'Office-based at our driver help desk, six days a week on a rotating weekly off.',
  },
  {
    id: 4,
    job_title: 'Customer Support',
    slug: 'customer-support',
    about:
      'Our support team answers riders by chat, e-mail and phone every day from 6 am to midnight, and our safety desk never closes. The team solves problems on the first contact wherever it can: a lost phone, a fare question, a pass that needs linking, or a ride that did not go as it should have.',
    roles: [
      '<strong>Customer Support Associate</strong> (freshers welcome; rotational shifts)',
      '<strong>Safety Desk Specialist</strong> (2+ years in support, emergency response or security)',
      '<strong>Support Quality Analyst</strong> (2+ years in support quality or training)',
    ],
    responsibilities: [
      'Answer rider and business customer tickets by chat, e-mail and phone',
      'Handle SOS alerts and safety reports calmly, following our safety playbooks',
      'Process refunds and fare adjustments within the limits of our policies',
      'Write and improve help articles and saved replies',
      'Spot repeated problems and report them to the product team',
    ],
    requirements: [
      'Clear written and spoken English and Kannada; Hindi is a plus',
      'Calm under pressure and kind to people who are having a bad day',
      'Willingness to work rotational shifts, including some weekends',
    ],
    workPattern: 'Office-based in shifts; a cab is provided for shifts that end after 9 pm.',
  },
  {
    id: 5,
    job_title: 'Sales and Partnerships',
    slug: 'sales-and-partnerships',
    about:
      'This team brings Chalein to companies, colleges, hospitals and housing societies: corporate ride programmes, the Corporate and Student passes, airport partnerships and porter accounts for small businesses. We sell by solving real commuting problems, not by pushing targets at any cost.',
    roles: [
      '<strong>Enterprise Account Manager</strong> (4+ years in B2B sales)',
      '<strong>Campus Partnerships Associate</strong> (1+ years; colleges and universities)',
      '<strong>SME Sales Executive, Chalein Porter</strong> (2+ years in field sales)',
    ],
    responsibilities: [
      'Find and win companies and institutions that need reliable employee or student travel',
      'Set up Corporate and Student pass programmes and make sure they are used well',
      'Build partnerships with hospitals, malls and transport hubs',
      'Keep accurate records in our CRM and forecast honestly',
      'Bring what customers tell you back to the product and pricing teams',
    ],
    requirements: [
      'A record of building long-term customer relationships',
      'Confident presentations in English; Kannada is a plus',
      'Willingness to travel within Bengaluru and to nearby cities',
    ],
    workPattern: 'Hybrid, with most days spent meeting customers across the city.',
  },
  {
    id: 6,
    job_title: 'Marketing',
    slug: 'marketing',
    about:
      'Marketing tells Bengaluru why Chalein is the safe, fair way to get around, and helps drivers find out how to earn with us. We run brand campaigns, performance marketing, social media, the blog, community programmes such as our free-food and hospital-ride initiatives, and rider research.',
    roles: [
      '<strong>Performance Marketing Manager</strong> (3+ years; app install and retention campaigns)',
      '<strong>Content Writer, English and Kannada</strong> (2+ years)',
      '<strong>Community Marketing Associate</strong> (1+ years; events or community work)',
    ],
    responsibilities: [
      'Plan and run campaigns across search, social, app stores and outdoor media',
      'Write clear, honest copy for the apps, the website, the blog and notifications',
      'Run community programmes with drivers, colleges and neighbourhood groups',
      'Measure what works and stop what does not',
    ],
    requirements: [
      'A portfolio or results you can talk us through',
      'Excellent writing in English; Kannada writing for the content role',
      'Comfort with analytics tools and spreadsheets',
    ],
    workPattern: 'Hybrid: three days a week in the office.',
  },
  {
    id: 7,
    job_title: 'Design',
    slug: 'design',
    about:
      'Designers at Chalein work on the Rider App, the Driver App, this website and our brand. Many drivers use our app in Kannada on an entry-level phone in bright sunlight, and many riders book in a hurry, so we design for clarity, large touch targets and accessibility first, and test with real people every week.',
    roles: [
      '<strong>Senior Product Designer, Driver App</strong> (5+ years)',
      '<strong>Product Designer, Rider App</strong> (2+ years)',
      '<strong>UX Researcher</strong> (3+ years; field research)',
    ],
    responsibilities: [
      'Design flows from first sketch to polished screens, together with engineers and product managers',
      'Test designs with riders and drivers in the field and in our office',
      'Grow and document our design system, including its accessibility rules',
      'Make the apps work well in Kannada, Hindi and English',
    ],
    requirements: [
      'A portfolio showing your process, not only final screens',
      'Knowledge of accessibility guidelines (WCAG) and how to apply them',
      'Confidence presenting and defending design decisions',
    ],
    workPattern: 'Hybrid: three days a week in the office.',
  },
  {
    id: 8,
    job_title: 'Finance',
    slug: 'finance',
    about:
      'Finance keeps Chalein healthy and honest: weekly driver payouts, rider refunds, pass revenue, taxes and compliance, budgeting and investor reporting. We work closely with engineering to automate reconciliation so that every rupee paid by a rider or owed to a driver is accounted for.',
    roles: [
      '<strong>Finance Manager, Controllership</strong> (CA with 5+ years)',
      '<strong>Payments Reconciliation Analyst</strong> (2+ years; payment gateways and UPI)',
      '<strong>Tax Associate</strong> (CA Inter or 2+ years in indirect tax)',
    ],
    responsibilities: [
      'Reconcile rider payments, pass purchases, refunds and driver payouts every day',
      'Prepare monthly accounts, GST and TDS filings on time',
      'Build budgets and forecasts with each team',
      'Prepare board and investor reports',
      'Improve controls and automate manual work',
    ],
    requirements: [
      'The qualification and experience listed for the role',
      'Strong spreadsheet skills; SQL is a plus',
      'Attention to detail and a habit of documenting what you do',
    ],
    workPattern: 'Office-based, with two flexible work-from-home days a month.',
  },
];

export const jobCategories: NewJobCategory[] = sources.map((source) => ({
  id: source.id,
  job_title: source.job_title,
  image_file: `${source.slug}.svg`,
  slug: source.slug,
  content_html: renderJobPage(englishJobPageFrame, source),
  sort_order: source.id,
}));
