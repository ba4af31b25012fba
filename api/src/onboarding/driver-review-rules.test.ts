import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import type { DriverDocumentReviewState } from '../db/schema';
import {
  deriveRegistrationStatus,
  findRejectionProblem,
  maskAllButLastFour,
  maskDateOfBirth,
  NOTE_REQUIRED,
  REASON_REQUIRED,
} from './driver-review-rules';

// The rules alone; driver-review-routes.test.ts drives them through the routes and the database.

const eight = (state: DriverDocumentReviewState) => driverDocumentFields.map(() => state);

describe('deriveRegistrationStatus', () => {
  test.each<[string, DriverDocumentReviewState[], string]>([
    ['nothing reviewed', eight('pending'), 'submitted'],
    ['one approved', ['approved', ...eight('pending').slice(1)], 'under_review'],
    ['seven approved', [...eight('approved').slice(1), 'pending'], 'under_review'],
    ['all eight approved', eight('approved'), 'approved'],
    ['one rejected, nothing else reviewed', ['rejected', ...eight('pending').slice(1)], 'action_needed'],
    ['seven approved and one rejected', [...eight('approved').slice(1), 'rejected'], 'action_needed'],
    // a registration missing a document row is never approved, however many of its rows are
    ['seven rows, all approved', eight('approved').slice(1), 'under_review'],
  ])('%s', (_label, states, status) => {
    expect(deriveRegistrationStatus(states)).toBe(status);
  });
});

describe('findRejectionProblem', () => {
  test('a reason is required, and a note with other', () => {
    expect(findRejectionProblem(undefined, undefined)).toEqual({ field: 'reason', message: REASON_REQUIRED });
    expect(findRejectionProblem('other', undefined)).toEqual({ field: 'note', message: NOTE_REQUIRED });
    expect(findRejectionProblem('other', ' \n ')).toEqual({ field: 'note', message: NOTE_REQUIRED });
    expect(findRejectionProblem('other', 'Glare over the number')).toBeNull();
    expect(findRejectionProblem('expired', undefined)).toBeNull();
  });
});

describe('masks', () => {
  test('all but the last four characters are hidden, and a short value is hidden whole', () => {
    expect(maskAllButLastFour('123456789012')).toBe('••••••••9012');
    expect(maskAllButLastFour('SBIN0001234')).toBe('•••••••1234');
    // four characters or fewer would show everything: none is shown, and the mask does not tell the length
    expect(maskAllButLastFour('1234')).toBe('••••');
    expect(maskAllButLastFour('12')).toBe('••••');
  });

  test('a date of birth is hidden whole', () => {
    expect(maskDateOfBirth('1990-05-17')).toBe('••••-••-••');
  });
});
