import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsBatchEntry,
  acceptsCreateWhitelistingRequest,
} from '../../../src/api/accepts-all.ts';
import { batchEntrySchema, createWhitelistingRequestSchema } from '../../../src/api/schemas.ts';

// Texts near the rules' edges: MACs in and out of the API's grammar, names with refused
// characters, lone surrogates and NUL, empty and long strings.
const text = fc.oneof(
  fc.constantFrom('AA:BB:CC:DD:EE:FF', 'aa-bb-cc-dd-ee-ff', 'AA:BB-CC:DD:EE:FF', 'AABBCCDDEEFF'),
  fc.constantFrom('', 'x', 'Reception printer', 'my_printer', 'a\0b', 'a\ud800b', 'Ö (2) & co'),
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 90, maxLength: 220 }),
);
const field = fc.option(fc.oneof(text, fc.integer(), fc.constant(null)), { nil: undefined });

describe('acceptsAll (the schema rules called without a parse)', () => {
  it('says yes exactly where the schema accepts an entry without tags', () => {
    fc.assert(
      fc.property(field, field, field, (mac, name, description) => {
        const entry = { mac, name, description };
        expect(acceptsBatchEntry(entry)).toBe(batchEntrySchema.safeParse(entry).success);
        expect(acceptsCreateWhitelistingRequest(entry)).toBe(
          createWhitelistingRequestSchema.safeParse(entry).success,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('leaves tags to the parse: a list it cannot judge is never accepted unread', () => {
    const entry = { mac: 'AA:BB:CC:DD:EE:FF', tags: [{ value: 'lobby' }] };
    expect(batchEntrySchema.safeParse(entry).success).toBe(true);
    expect(acceptsBatchEntry(entry)).toBe(false);
  });
});
