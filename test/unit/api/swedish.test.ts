// src/api's words in Swedish as the app says them (its catalog through Lingui, taught to `say`),
// read when a value fails, never fixed at load; and the sandbox, which never teaches `say` a
// language (its own process), answering in English all the while.
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as englishMessages } from '../../../src/locales/en/api.po';
import { messages } from '../../../src/locales/sv/api.po';
import { CALL_ENDING_WORDS } from '../../../src/api/call-ending.ts';
import { notACount } from '../../../src/api/counts.ts';
import {
  formatDuration,
  removalTooLargeMessage,
  statusMessage,
  unmentionedRowsMessage,
  waitInWords,
} from '../../../src/api/error-messages.ts';
import { describeApiError, httpError } from '../../../src/api/errors.ts';
import { macWarnings, normalizeMac } from '../../../src/api/normalize.ts';
import {
  charactersHint,
  CREATE_NAME_CHARS,
  emailProblem,
  expiryProblem,
  macProblem,
  nameExample,
  nameProblem,
} from '../../../src/api/rules.ts';
import {
  batchAddEnvelopeSchema,
  createWhitelistingRequestSchema,
  removePolicyEmailsRequestSchema,
} from '../../../src/api/schemas.ts';
import { english, firstAndMore, sayWith } from '../../../src/api/wording.ts';

/** Swedish groups thousands with a no-break space. */
const NBSP = '\u00a0';

const swedish = setupI18n({ locale: 'sv', messages: { sv: messages } });

beforeAll(() => sayWith((words) => swedish._(words)));
afterAll(() => sayWith(english));

/** The messages a parse reports, in order. */
function issues(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('src/api in Swedish', () => {
  it('says the field rules, naming unseen characters and the default labels in Swedish', () => {
    expect(nameProblem('A', CREATE_NAME_CHARS)).toBe('Namn måste vara minst 2 tecken');
    expect(nameProblem('Kaffe@hörna\tnorr', CREATE_NAME_CHARS)).toBe(
      'Namn får inte innehålla: @ tabb',
    );
    expect(nameProblem('x'.repeat(1234), CREATE_NAME_CHARS)).toBe(
      `Namn får vara högst 100 tecken (nu 1${NBSP}234)`,
    );
    expect(macProblem('aa:bb-cc:dd:ee:ff')).toBe(
      'MAC-adress blandar ”:” och ”-”: använd samma avgränsare genomgående, som AA:BB:CC:DD:EE:FF',
    );
    expect(emailProblem('bob@@acme.com')).toBe(
      'E-postadress ”bob@@acme.com” är varken en adress (alice@acme.com) eller ett mönster (*@acme.com, *@*.acme.com): den har mer än ett @',
    );
    expect(expiryProblem('2026-05-10', '2026-05-10')).toBe(
      'Giltig till måste vara efter i dag (2026-05-10) i organisationens tidszon',
    );
    // A label the caller has said is used as given.
    expect(nameProblem('A', CREATE_NAME_CHARS, 'Enhetens namn')).toBe(
      'Enhetens namn måste vara minst 2 tecken',
    );
    expect(charactersHint(CREATE_NAME_CHARS)).toBe(
      'Bokstäverna a-z, siffror, å ä ö, mellanslag och & - , .',
    );
    expect(nameExample()).toBe('Skrivare i receptionen');
    expect(normalizeMac('aa:bb-cc:dd:ee:ff')).toEqual({
      ok: false,
      problem:
        '”aa:bb-cc:dd:ee:ff” blandar avgränsare: använd samma genomgående, som AA:BB:CC:DD:EE:FF',
    });
    expect(macWarnings('01:00:5E:00:00:01')).toEqual([
      'Det här är en multicastadress (gruppadress), inte en enskild enhet.',
    ]);
  });

  it('says the schemas’ messages when a value is parsed, not when the schema was built', () => {
    expect(issues(createWhitelistingRequestSchema.safeParse({ mac: 'AA:BB:CC:00:11:22' }))).toEqual(
      ['Ange ett namn'],
    );
    expect(issues(createWhitelistingRequestSchema.safeParse('mac'))).toEqual([
      'Skicka posten som ett JSON-objekt med mac och name',
    ]);
    const tooMany = { whitelistings: Array.from({ length: 10_001 }, () => ({})) };
    expect(issues(batchAddEnvelopeSchema.safeParse(tooMany))).toEqual([
      `En massimport får innehålla högst 10${NBSP}000 poster`,
    ]);
    expect(issues(removePolicyEmailsRequestSchema.safeParse({ emails: [] }))).toEqual([
      'Ange minst en e-postadress eller ett mönster',
    ]);
  });

  it('says counts with grouped numbers, and one and many as two messages', () => {
    expect(unmentionedRowsMessage(1234)).toContain(
      `svaret nämner ingen av de 1${NBSP}234 rader som skickades`,
    );
    expect(unmentionedRowsMessage(1)).toContain('svaret nämner inte raden som skickades');
    expect(removalTooLargeMessage(12_345, undefined)).toContain(
      `(HTTP 413): 12${NBSP}345 e-postadresser.`,
    );
    expect(removalTooLargeMessage(1, 'Too large')).toBe(
      'API:et avvisade en så här lång lista (HTTP 413): 1 e-postadress. Ta bort dem i mindre delar, några tusen åt gången. Serverns svar: Too large.',
    );
    expect([waitInWords(1), waitInWords(45), waitInWords(60), waitInWords(7201)]).toEqual([
      '1 sekund',
      '45 sekunder',
      '1 minut',
      '3 timmar',
    ]);
    expect(formatDuration(1500)).toBe('1,5 sekunder');
    expect(firstAndMore(['a', 'b', 'c'], 1)).toBe('a; och 2 till');
  });

  it('says the statuses, leaving the server’s words and the HTTP reason phrase as sent', () => {
    const body = [
      { field: 'mac', message: 'MAC already whitelisted' },
      { field: 'name', message: '' },
    ];
    expect(httpError(400, JSON.stringify(body), new Headers()).message).toBe(
      'Servern avvisade 2 fält (HTTP 400): mac: MAC already whitelisted; name: avvisat.',
    );
    expect(
      statusMessage({ status: 503, detail: undefined, fieldErrors: [], retryAfter: 120 }),
    ).toBe(
      'API:ets svar kom inte fram: HTTP 503 (service unavailable) kom från en gateway eller servern i stället. API:et kan ändå ha gjort ändringen. Inget du har skrivit har gått förlorat; försök igen om 2 minuter.',
    );
    expect(describeApiError(new Error('internal'))).toBe(
      'Något gick fel i appen under kontakten med API:et. Inget du har skrivit har gått förlorat; försök igen.',
    );
    expect(CALL_ENDING_WORDS.unanswered).toBe('Svaret kom inte fram');
    expect(notACount()).toBe('servern skickade något som inte är ett antal');
  });

  it('speaks English again once `english` is restored', () => {
    sayWith(english);
    try {
      expect(nameProblem('A', CREATE_NAME_CHARS)).toBe('Name must be at least 2 characters');
      expect(CALL_ENDING_WORDS.unanswered).toBe('Answer not received');
      expect(unmentionedRowsMessage(1234)).toContain('mentions none of the 1,234 rows sent');
    } finally {
      sayWith((words) => swedish._(words));
    }
  });

  it('leaves the sandbox English: it never teaches `say` a language', async () => {
    // The sandbox as it runs, in a process of its own: its src/api never met this translator.
    vi.resetModules();
    const { setup } = await import('../../support/sandbox-helpers.ts');
    const { create, batch } = setup();
    const created = await create({ mac: 'AA:BB:CC:00:11:22', name: 'A', tags: [{ value: '\t' }] });
    expect(created).toEqual({
      status: 400,
      body: [
        { field: 'name', rejectedValue: 'A', message: 'Name must be at least 2 characters' },
        { field: 'tags[0].value', rejectedValue: '\t', message: 'Tag may not contain: tab' },
      ],
    });
    const empty = await batch({ whitelistings: [] });
    expect(empty).toEqual({
      status: 400,
      body: [
        {
          field: 'whitelistings',
          rejectedValue: [],
          message: 'Add at least one entry to the batch',
        },
      ],
    });
    // Meanwhile the app's own src/api still speaks Swedish.
    expect(nameProblem('A', CREATE_NAME_CHARS)).toBe('Namn måste vara minst 2 tecken');
  });
});

describe('src/api in the app’s English', () => {
  it('says through the English catalog exactly what `english` says (apostrophes and quotes kept)', async () => {
    const path = new URL('../../../src/locales/en/api.po', import.meta.url);
    const catalog = await formatter().parse(readFileSync(path, 'utf8'), {
      locale: 'en',
      sourceLocale: 'en',
      filename: 'api.po',
    });
    const app = setupI18n({ locale: 'en', messages: { en: englishMessages } });
    const ids = Object.keys(catalog);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const message = catalog[id]?.translation ?? '';
      // Every placeholder filled: numbers with one that groups, the rest with a word.
      const values = Object.fromEntries(
        [...message.matchAll(/\{(\w+)(, number)?\}/g)].map(([, name = '', number]) => [
          name,
          number ? 12_345 : `<${name}>`,
        ]),
      );
      expect(app._({ id, message, values }), id).toBe(english({ id, message, values }));
    }
  });
});
