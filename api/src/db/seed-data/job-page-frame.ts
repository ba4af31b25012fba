import { brand } from '@chalein/shared/lib/brand';

// A job's page (job_categories.content_html) in any language: the same sections in the same order, so a Hindi or
// Kannada page has the English one's headings, lists and emphasis, and only the words differ.

/** What every job's page says around the job's own texts, in one language. */
export interface JobPageFrame {
  headings: Record<'about' | 'roles' | 'responsibilities' | 'requirements' | 'extras' | 'offer' | 'location' | 'apply', string>;
  offer: string[];
  /** The location paragraph: the office's address stays as the post office writes it, in Latin letters. */
  location: (office: string, workPattern: string) => string;
  apply: string;
}

/** One job's own texts in one language. */
export interface JobPageTexts {
  about: string;
  roles: string[];
  responsibilities: string[];
  requirements: string[];
  extras?: string[];
  workPattern: string;
}

const office = `${brand.office.line1}, ${brand.office.line2}, ${brand.office.city} ${brand.office.pin}`;

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The page's HTML, rendered through the sanitized-HTML component on the job details page. */
export function renderJobPage(frame: JobPageFrame, texts: JobPageTexts): string {
  const { headings } = frame;
  return [
    `<h2>${headings.about}</h2>`,
    `<p>${texts.about}</p>`,
    `<h2>${headings.roles}</h2>`,
    list(texts.roles),
    `<h2>${headings.responsibilities}</h2>`,
    list(texts.responsibilities),
    `<h2>${headings.requirements}</h2>`,
    list(texts.requirements),
    texts.extras ? `<h2>${headings.extras}</h2>${list(texts.extras)}` : '',
    `<h2>${headings.offer}</h2>`,
    list(frame.offer),
    `<h2>${headings.location}</h2>`,
    `<p>${frame.location(office, texts.workPattern)}</p>`,
    `<h2>${headings.apply}</h2>`,
    `<p>${frame.apply}</p>`,
  ].join('');
}
