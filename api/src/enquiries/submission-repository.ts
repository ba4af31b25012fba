import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ContactMessageRequest, InvestorEnquiryRequest, SubmissionReceipt, TicketType } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';

type SubmissionTable = 'contact_messages' | 'investor_enquiries' | 'support_tickets';

/** Prefix of each table's reference numbers: CT-2026-00042, INV-2026-00007, TKT-2026-00103. */
export const referencePrefixes: Readonly<Record<SubmissionTable, string>> = {
  contact_messages: 'CT',
  investor_enquiries: 'INV',
  support_tickets: 'TKT',
};

/** The reference of row `id` created at `now`: prefix, year, and the id padded to five digits. */
export function formatReference(table: SubmissionTable, id: number, now: Date): string {
  return `${referencePrefixes[table]}-${now.getUTCFullYear()}-${String(id).padStart(5, '0')}`;
}

export interface SupportTicketInput {
  strTicketType: TicketType;
  strSubject: string;
  strDescription: string;
}

/** Work done in the submission's own transaction once it has its reference (the sender's mail is enqueued there). */
export type SubmissionTransactionStep = (trx: Transaction<Database>, stored: { id: number; reference: string }) => Promise<void>;

/**
 * Stores what visitors send. Each insert runs in a transaction that first writes a unique placeholder reference,
 * then sets the real one from the row id, so the number is readable, never repeats and needs no counter table.
 */
export function createSubmissionRepository(db: Kysely<Database>) {
  async function insertWithReference(
    table: SubmissionTable,
    values: Record<string, string>,
    now: Date,
    withinTransaction?: SubmissionTransactionStep,
  ): Promise<SubmissionReceipt> {
    return db.transaction().execute(async (trx) => {
      // the per-table column types are checked by the public functions below; here one insert serves all three
      const untyped = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const inserted = await untyped
        .insertInto(table)
        .values({ ...values, reference: `pending-${randomUUID()}`, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = formatReference(table, Number(inserted.id), now);
      await untyped.updateTable(table).set({ reference }).where('id', '=', inserted.id).execute();
      await withinTransaction?.(trx, { id: Number(inserted.id), reference });
      return { reference };
    });
  }

  return {
    async createContactMessage(
      input: ContactMessageRequest,
      now: Date = new Date(),
      withinTransaction?: SubmissionTransactionStep,
    ): Promise<SubmissionReceipt> {
      return insertWithReference(
        'contact_messages',
        {
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone_number: input.phone_number,
          address: input.address,
          message: input.message,
          consent_at: now.toISOString(),
        },
        now,
        withinTransaction,
      );
    },

    async createInvestorEnquiry(
      input: InvestorEnquiryRequest,
      now: Date = new Date(),
      withinTransaction?: SubmissionTransactionStep,
    ): Promise<SubmissionReceipt> {
      return insertWithReference(
        'investor_enquiries',
        {
          full_name: input.strFullName,
          email: input.strEmail,
          mobile: input.iMobile,
          alternative_mobile: input.iAlternativeMobile,
          description: input.strDescription,
          consent_at: now.toISOString(),
        },
        now,
        withinTransaction,
      );
    },

    async createSupportTicket(input: SupportTicketInput, now: Date = new Date()): Promise<SubmissionReceipt> {
      return insertWithReference(
        'support_tickets',
        { ticket_type: input.strTicketType, subject: input.strSubject, description: input.strDescription },
        now,
      );
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
