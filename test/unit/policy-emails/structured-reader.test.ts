// Users exports and vCards are read by a chunk loaded when the Emails field is first used. Until
// it has loaded, a text that may be one is not read at all: a manager's column must never be
// read as a list of leavers because the reader was late.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../support/i18n.tsx';

const EXPORT = [
  'First Name,Email Address [Required],Manager Email',
  'Anna,anna@demo.example,boss@demo.example',
  'Erik,erik@demo.example,boss@demo.example',
].join('\n');
const VCARD = 'BEGIN:VCARD\r\nVERSION:4.0\r\nEMAIL;TYPE=work:anna@demo.example\r\nEND:VCARD\r\n';
const LISTS = '../../../src/features/policy-emails/structured-lists.ts';

/** A fresh copy of the screen's modules: the reader starts unloaded, as on a first visit. */
async function freshModules() {
  vi.resetModules();
  const reader = await import('../../../src/features/policy-emails/structured-reader.ts');
  const { extractEmails } = await import('../../../src/features/policy-emails/extract.ts');
  const { removalSchema, waitingProblem } =
    await import('../../../src/features/policy-emails/removal-form.ts');
  const emailsProblem = (emailsText: string) => {
    const parsed = removalSchema.safeParse({
      policyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
      label: '',
      emailsText,
      revokeUserEngagement: true,
    });
    return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
  };
  return { ...reader, extractEmails, emailsProblem, waitingProblem };
}

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

beforeEach(() => vi.doUnmock(LISTS));
afterEach(() => vi.doUnmock(LISTS));

describe('before the readers have loaded', () => {
  it('reads a plain list at once', async () => {
    const { extractEmails, structuredReaderState } = await freshModules();
    const read = extractEmails('anna@demo.example, erik@demo.example');
    expect(structuredReaderState().status).toBe('idle');
    expect(read.waiting).toBeNull();
    expect(read.emails).toEqual(['anna@demo.example', 'erik@demo.example']);
  });

  it.each([
    ['a users export', EXPORT],
    ['a vCard file', VCARD],
    ['a vCard EMAIL line among other text', 'Anna\nEMAIL;TYPE=work:anna@demo.example'],
  ])('waits on %s: nothing read, nothing sendable, and says why', async (_, text) => {
    const { extractEmails, emailsProblem, waitingProblem } = await freshModules();
    const read = extractEmails(text);
    expect(read.waiting).toBe('loading');
    expect(read.emails).toEqual([]);
    expect(emailsProblem(text)).toBe(waitingProblem('loading'));
  });

  it('reads them once loaded: only the own email column of an export, the EMAIL of a card', async () => {
    const {
      extractEmails,
      loadStructuredReader,
      structuredReaderState,
      subscribeStructuredReader,
    } = await freshModules();
    const changes = vi.fn();
    subscribeStructuredReader(changes);
    await loadStructuredReader();
    expect(structuredReaderState().status).toBe('ready');
    expect(changes).toHaveBeenCalledTimes(2); // loading, then ready
    expect(extractEmails(EXPORT)).toMatchObject({
      waiting: null,
      emails: ['anna@demo.example', 'erik@demo.example'],
      source: { kind: 'export', heading: 'Email Address [Required]' },
    });
    expect(extractEmails(VCARD)).toMatchObject({
      emails: ['anna@demo.example'],
      source: { kind: 'vcard', cards: 1 },
    });
  });
});

describe('when the readers cannot be loaded', () => {
  it('says so and sends nothing; the next try (a click in Emails) loads them', async () => {
    vi.doMock(LISTS, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const {
      extractEmails,
      emailsProblem,
      loadStructuredReader,
      structuredReaderState,
      waitingProblem,
    } = await freshModules();
    await loadStructuredReader();
    expect(structuredReaderState().status).toBe('failed');
    expect(extractEmails(EXPORT)).toMatchObject({ waiting: 'failed', emails: [] });
    expect(emailsProblem(EXPORT)).toBe(waitingProblem('failed'));

    vi.doUnmock(LISTS);
    await loadStructuredReader();
    expect(structuredReaderState().status).toBe('ready');
    expect(extractEmails(EXPORT).emails).toEqual(['anna@demo.example', 'erik@demo.example']);
    expect(emailsProblem(EXPORT)).toBeNull();
  });

  it('counts a load that hangs as failed after LOAD_TIMEOUT_MS, so the next click tries again', async () => {
    vi.doMock(LISTS, () => new Promise(() => {}));
    const { extractEmails, loadStructuredReader, structuredReaderState, LOAD_TIMEOUT_MS } =
      await freshModules();
    vi.useFakeTimers();
    try {
      const loading = loadStructuredReader();
      await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
      expect(structuredReaderState().status).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(structuredReaderState().status).toBe('failed');
      expect(extractEmails(EXPORT).waiting).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads once however often it is asked', async () => {
    const { loadStructuredReader, subscribeStructuredReader } = await freshModules();
    const changes = vi.fn();
    subscribeStructuredReader(changes);
    await Promise.all([loadStructuredReader(), loadStructuredReader(), loadStructuredReader()]);
    await loadStructuredReader();
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
