import { FORM_NAME_FIELD, IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/lib/posted-form';
import { deriveIdempotencyKey, parseUrlEncodedBody, selectTypedFields, type ReceivedPost } from './received-post';

// What a browser posted without scripts, read and keyed: the key makes the same post by the same visitor one
// submission, and anything else another.

const resume = { field: 'resume_cv', filename: 'asha.pdf', mimetype: 'application/pdf', bytes: Buffer.from('%PDF-1.4 one') };

function buildPost(fields: Record<string, string>, files = [resume]): ReceivedPost {
  return { fields: { [FORM_NAME_FIELD]: 'job-application', [IDEMPOTENCY_KEY_FIELD]: '', ...fields }, files };
}

describe('parseUrlEncodedBody', () => {
  it('reads what a browser sends, keeping the first value of a repeated name', () => {
    expect(parseUrlEncodedBody('firstName=Asha+Rao&email=asha%40example.in&firstName=Other&note=')).toEqual({
      firstName: 'Asha Rao',
      email: 'asha@example.in',
      note: '',
    });
  });

  it('gives no field a prototype to poison', () => {
    const fields = parseUrlEncodedBody('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(fields.__proto__).toBe('x');
  });
});

describe('selectTypedFields', () => {
  it("leaves out the form's own hidden fields", () => {
    expect(selectTypedFields(buildPost({ name: 'Asha' }).fields)).toEqual({ name: 'Asha' });
  });
});

describe('deriveIdempotencyKey', () => {
  const key = (post: ReceivedPost, visitor = '203.0.113.7') => deriveIdempotencyKey('job-application', visitor, post);

  it("uses the starter's key as it is", () => {
    const post = buildPost({ name: 'Asha', [IDEMPOTENCY_KEY_FIELD]: '0b5c1c9e-6a53-4c4b-9d3e-2f7b8a1c0d42' });
    expect(key(post)).toBe('0b5c1c9e-6a53-4c4b-9d3e-2f7b8a1c0d42');
  });

  it('derives the same key for the same post by the same visitor, whatever the order of its fields', () => {
    expect(key(buildPost({ name: 'Asha', email: 'a@example.in' }))).toBe(key(buildPost({ email: 'a@example.in', name: 'Asha' })));
  });

  it('derives another key for another visitor, another value, or a file with other bytes', () => {
    const first = key(buildPost({ name: 'Asha' }));
    expect(key(buildPost({ name: 'Asha' }), '198.51.100.9')).not.toBe(first);
    expect(key(buildPost({ name: 'Asha R' }))).not.toBe(first);
    expect(key(buildPost({ name: 'Asha' }, [{ ...resume, bytes: Buffer.from('%PDF-1.4 two') }]))).not.toBe(first);
  });

  it('derives a key of its own for a value a client put in the field that no starter makes', () => {
    expect(key(buildPost({ name: 'Asha', [IDEMPOTENCY_KEY_FIELD]: 'x' }))).toMatch(/^post-[0-9a-f]{64}$/);
  });
});
