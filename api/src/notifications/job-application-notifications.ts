import { brand } from '@chalein/shared/lib/brand';
import type { NotificationKind, OutboxMessageInput } from '../outbox/outbox-message';
import { buildSiteUrl, type SignedLinks } from '../security/link-signing';
import { renderMail, type MailBlock } from './mail-layout';
import { formatIndianInstant } from './notification-formats';
import { chooseNotificationAddress, composeOutboxMessage } from './notification-recipient';

// What an applicant is told: that the application arrived (always), and that it was shortlisted or not taken
// further (only when the recruiter chooses to say so). Applicants give an e-mail address (the form requires one), so
// these are mails only; they name the applicant, the role and the reference, and nothing else the form collected.

/** The careers page, where the other open roles are. */
export const JOBS_PATH = '/jobs';

/** The application a message is about, and who it goes to. */
export interface ApplicantAddressee {
  applicationId: number;
  reference: string;
  /** as the applicant wrote it */
  name: string;
  email: string;
  jobTitle: string;
}

const REASON = `You get this mail because you applied for a job at ${brand.productName}.`;

function buildApplicantMessage(
  kind: NotificationKind,
  applicant: ApplicantAddressee,
  mail: { subject: string; preview: string; heading: string; blocks: MailBlock[] },
): OutboxMessageInput | null {
  const address = chooseNotificationAddress({ email: applicant.email });
  if (!address) return null;
  return composeOutboxMessage(kind, `${kind}:${applicant.applicationId}`, address, {
    email: () => renderMail({ ...mail, greeting: `Hello ${applicant.name},`, reason: REASON }),
  });
}

const referenceFacts = (applicant: ApplicantAddressee): MailBlock => ({
  type: 'facts',
  rows: [
    ['Reference', applicant.reference],
    ['Role', applicant.jobTitle],
  ],
});

export function buildApplicationReceivedMessage(applicant: ApplicantAddressee, receivedAt: Date): OutboxMessageInput | null {
  return buildApplicantMessage('job-application-received', applicant, {
    subject: `We have your application for ${applicant.jobTitle} (${applicant.reference})`,
    preview: `Your application ${applicant.reference} has arrived.`,
    heading: 'Thank you for applying',
    blocks: [
      { type: 'paragraph', text: `We have received your application and resume for the role of ${applicant.jobTitle}.` },
      {
        type: 'facts',
        rows: [
          ['Reference', applicant.reference],
          ['Role', applicant.jobTitle],
          ['Received', formatIndianInstant(receivedAt)],
        ],
      },
      {
        type: 'paragraph',
        text: 'Our recruiters read every application. If your experience fits the role, we will get in touch to talk about the next step.',
      },
      { type: 'paragraph', text: `If you write to us about it at ${brand.careersEmail}, please give the reference above.` },
    ],
  });
}

export function buildApplicationShortlistedMessage(applicant: ApplicantAddressee): OutboxMessageInput | null {
  return buildApplicantMessage('job-application-shortlisted', applicant, {
    subject: `Your application for ${applicant.jobTitle} is shortlisted`,
    preview: 'A recruiter will be in touch about the next step.',
    heading: 'You are on our shortlist',
    blocks: [
      { type: 'paragraph', text: `Good news: we have shortlisted your application for the role of ${applicant.jobTitle}.` },
      referenceFacts(applicant),
      { type: 'paragraph', text: 'A recruiter will contact you soon to arrange the next step.' },
    ],
  });
}

export function buildApplicationRejectedMessage(links: SignedLinks, applicant: ApplicantAddressee): OutboxMessageInput | null {
  return buildApplicantMessage('job-application-rejected', applicant, {
    subject: `Your application for ${applicant.jobTitle}`,
    preview: `An answer about your application ${applicant.reference}.`,
    heading: 'Thank you for your interest',
    blocks: [
      {
        type: 'paragraph',
        text: `Thank you for applying for the role of ${applicant.jobTitle}. We have read your application carefully and decided not to take it further this time.`,
      },
      referenceFacts(applicant),
      { type: 'paragraph', text: 'We would be glad to hear from you again for another role.' },
      { type: 'action', label: 'See our open roles', url: buildSiteUrl(links, JOBS_PATH) },
    ],
  });
}
