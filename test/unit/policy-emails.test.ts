import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, httpError, toApiError } from '../../src/api/errors.ts';
import { emailCovers, emailProblem } from '../../src/api/rules.ts';
import type { RemovedEmail } from '../../src/api/schemas.ts';
import { extractEmails, isLeftOutWord } from '../../src/features/policy-emails/extract.ts';
import { loadStructuredReader } from '../../src/features/policy-emails/structured-reader.ts';
import { vcardEmail } from '../../src/features/policy-emails/vcard.ts';
import { describeRemovalFailure } from '../../src/features/policy-emails/failure.ts';
import {
  counterSums,
  csvHeader,
  filterEntries,
  outcomeCsvRows,
  notRemoved,
  stillAllowed,
  stillAllowedSentence,
  totals,
} from '../../src/results/outcome.ts';
import {
  compareWithSeen,
  readPolicies,
  rememberPolicy,
} from '../../src/features/policy-emails/policy-memory.ts';
import { removalSchema, removeActionLabel } from '../../src/features/policy-emails/removal-form.ts';
import { samePolicy, withUnansweredRemoval } from '../../src/journal/record-parts.ts';
import { toCsv } from '../../src/ui/csv.ts';
import { MemoryStorage } from '../support/render-screen.tsx';
import { speak } from '../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

// Users exports and vCards are read once their reader has loaded, as on the screen.
beforeAll(() => loadStructuredReader());

const values = (text: string) => extractEmails(text).items.map((item) => item.value);

function removedEntry(email: string, counts: Partial<RemovedEmail> = {}): RemovedEmail {
  return {
    email,
    revokedLoginsForSelfProvisioning: 0,
    revokedLoginsForMeetingHost: 0,
    revokedWhitelisting: 0,
    revokeLoginsforConferences: 0,
    ...counts,
  };
}

describe('extracting emails from messy text', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(
      values('a@acme.com\nb@acme.com, c@acme.com;d@acme.com  e@acme.com\r\nf@acme.com'),
    ).toEqual(['a@acme.com', 'b@acme.com', 'c@acme.com', 'd@acme.com', 'e@acme.com', 'f@acme.com']);
  });

  it('takes the address out of display names, mailto: links and quotes', () => {
    expect(
      values(
        [
          'Alice Smith <alice@acme.com>',
          '"Berg, Anna" <anna@acme.com>; Bob <bob@acme.com>',
          'mailto:carol@acme.com?subject=Leaving',
          '"dave@acme.com"',
          "'erin@acme.com'",
          '\u201cfrank@acme.com\u201d',
          '"Gina Holm" gina@acme.com',
        ].join('\n'),
      ),
    ).toEqual([
      'alice@acme.com',
      'anna@acme.com',
      'bob@acme.com',
      'carol@acme.com',
      'dave@acme.com',
      'erin@acme.com',
      'frank@acme.com',
      'gina@acme.com',
    ]);
  });

  it('reads Outlook’s “Last, First <address>” lists without refusing half a name', () => {
    const extraction = extractEmails(
      'Berg, Anna <anna@acme.com>; Lund, Erik <erik@acme.com>;\nHolm Maja <maja@acme.com>, bob',
    );
    expect(extraction.items.map((item) => [item.value, item.kind])).toEqual([
      ['anna@acme.com', 'address'],
      ['erik@acme.com', 'address'],
      ['maja@acme.com', 'address'],
      // Not before a `Name <address>`: a piece of its own, refused as usual.
      ['bob', 'refused'],
    ]);
    // A word before a plain address (no brackets) is still an item.
    expect(values('bob, anna@acme.com').at(0)).toBe('bob');
  });

  it('folds duplicates in any case, keeping the first and counting the rest', () => {
    const extraction = extractEmails(
      'Bob@Acme.com, bob@acme.com\nBOB@ACME.COM *@Acme.com *@acme.COM',
    );
    expect(extraction.items).toEqual([
      { value: 'bob@acme.com', kind: 'address', duplicates: 2 },
      { value: '*@acme.com', kind: 'domain-pattern', duplicates: 1 },
    ]);
    expect(extraction.folded).toBe(3);
    expect(extraction.emails).toEqual(['bob@acme.com', '*@acme.com']);
  });

  it('never throws; sends only accepted shapes, each once in any case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const { items, emails } = extractEmails(text);
        const keys = emails.map((email) => email.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const email of emails) expect(emailProblem(email)).toBeNull();
        expect(items.filter((item) => item.kind !== 'refused').map((item) => item.value)).toEqual(
          emails,
        );
      }),
    );
  });

  it('finds every address of a list however it is joined', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.emailAddress().filter((email) => !/[*"'`<>,;]/.test(email)),
          { minLength: 1, maxLength: 8, selector: (email) => email.toLowerCase() },
        ),
        fc.constantFrom('\n', ', ', ';', ' ', '\r\n'),
        (emails, separator) => {
          expect(extractEmails(emails.join(separator)).emails).toEqual(
            emails.map((email) => email.toLowerCase()),
          );
        },
      ),
    );
  });

  it('ignores empty text and blank separators', () => {
    expect(extractEmails(' \n ,, ;\n').items).toEqual([]);
  });
});

describe('internationalised addresses in messy text', () => {
  it('reads them from Outlook, an AD export and prose, lower-cased and folded in any case', () => {
    expect(
      extractEmails(
        'Ek, Åsa <Åsa@Exempel-ÅÄÖ.se>; Lund, Örjan <örjan@exempel-åäö.se>; "Иван" <Иван@Пример.РФ>',
      ).emails,
    ).toEqual(['åsa@exempel-åäö.se', 'örjan@exempel-åäö.se', 'иван@пример.рф']);
    const ad = [
      '"Name","SamAccountName","EmailAddress"',
      '"Åsa Ek","asaek","åsa@exempel-åäö.se"',
      '"Jörg Müller","jmuller","jörg@müller.de"',
      '"Ek, Åsa (old)","asaek2","ÅSA@EXEMPEL-ÅÄÖ.SE"',
    ].join('\r\n');
    const fromAd = extractEmails(ad);
    expect(fromAd.emails).toEqual(['åsa@exempel-åäö.se', 'jörg@müller.de']);
    expect(fromAd.items.find((item) => item.value === 'åsa@exempel-åäö.se')?.duplicates).toBe(1);
    expect(
      extractEmails(
        'Hej! Ta bort åsa@exempel-åäö.se (hon har slutat), mailto:örjan@kök.se?subject=x och *@gamla-företaget.se.',
      ).emails,
    ).toEqual(['åsa@exempel-åäö.se', 'örjan@kök.se', '*@gamla-företaget.se']);
  });

  it('finds every internationalised address of a list however it is joined', () => {
    const letter = fc.constantFrom(...'abzåäöéüжиклрфאבमनアイ中文'.split(''));
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
    const address = fc
      .tuple(word, fc.array(word, { minLength: 1, maxLength: 2 }), word)
      .filter(([, , top]) => [...top].length >= 2)
      .map(([local, domain, top]) => `${local}@${[...domain, top].join('.')}`);
    fc.assert(
      fc.property(
        fc.uniqueArray(address, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('\n', ', ', ';', ' ', '\r\n'),
        (emails, separator) => {
          expect(extractEmails(emails.join(separator)).emails).toEqual(emails);
        },
      ),
    );
  });
});

describe('words left out', () => {
  it('are the refused pieces without an @; a piece with one was meant as an address', () => {
    const { items } = extractEmails('Please remove bob@ *@acme and anna@acme.com, thanks');
    expect(items.map((item) => [item.value, isLeftOutWord(item)])).toEqual([
      ['Please', true],
      ['remove', true],
      ['bob@', false],
      ['*@acme', false],
      ['and', true],
      ['anna@acme.com', false],
      ['thanks', true],
    ]);
  });
});

describe('classifying each item', () => {
  it('names addresses, domain patterns and subdomain patterns', () => {
    expect(
      extractEmails('alice@acme.com *@acme.com *@*.acme.com').items.map((i) => i.kind),
    ).toEqual(['address', 'domain-pattern', 'subdomain-pattern']);
  });

  it.each([
    ['a*@acme.com', 'a wildcard may only stand before the @'],
    ['*@*acme.com', 'a wildcard may only stand before the @'],
    ['*@*.*.acme.com', 'a wildcard may only stand before the @'],
    ['alice@@acme.com', 'it has more than one @'],
    ['alice@acme', '"acme" is not a domain like acme.com'],
    ['@acme.com', 'nothing stands before the @'],
    ['alice', 'is not an address (alice@acme.com) or a pattern'],
  ])('refuses %s with the reason, and never sends it', (text, reason) => {
    const extraction = extractEmails(`ok@acme.com ${text}`);
    const refused = extraction.items.find((item) => item.kind === 'refused');
    expect(refused?.value).toBe(text);
    expect(refused?.reason).toContain(reason);
    expect(extraction.emails).toEqual(['ok@acme.com']);
    expect(extraction.refused).toBe(1);
  });

  it('words the reason in the API rule that the sandbox applies too', () => {
    expect(emailProblem('a*@acme.com')).toBe(
      'Email "a*@acme.com" is not an address (alice@acme.com) or a pattern (*@acme.com, *@*.acme.com): a wildcard may only stand before the @, as in *@acme.com or *@*.acme.com',
    );
  });
});

describe('coverage (the API rule the sandbox uses)', () => {
  it.each([
    ['*@acme.com', 'bob@acme.com', true],
    ['*@acme.com', 'bob@sub.acme.com', false],
    ['*@*.acme.com', 'x@sub.acme.com', true],
    ['*@*.acme.com', 'x@acme.com', false],
  ])('%s covers %s: %s', (entry, address, expected) => {
    expect(emailCovers(entry, address)).toBe(expected);
  });
});

describe('what a removal means', () => {
  const sent = [
    'anna@acme.com',
    'erik@acme.com',
    '*@*.contractor.example',
    'nobody@acme.com',
    'jonas@partner.example',
  ];
  const removed = [
    removedEntry('Anna@acme.com', {
      revokedLoginsForSelfProvisioning: 1,
      revokedLoginsForMeetingHost: 1,
    }),
    removedEntry('erik@acme.com', { revokedLoginsForSelfProvisioning: 2, revokedWhitelisting: 1 }),
    removedEntry('*@*.contractor.example', { revokeLoginsforConferences: 1 }),
  ];
  const remaining = ['maja@acme.com', '*@partner.example', '*@*.acme.com', '*@acme.com'];

  it('sums each counter, Conferences as sent', () => {
    expect(totals(removed)).toEqual({
      revokedLoginsForSelfProvisioning: 3,
      revokedLoginsForMeetingHost: 1,
      revokedWhitelisting: 1,
      revokeLoginsforConferences: 1,
    });
  });

  it('sums the known counters and counts the unknown ones apart', () => {
    const odd = [
      ...removed,
      removedEntry('maja@acme.com', { revokedWhitelisting: null, revokedLoginsForMeetingHost: 2 }),
    ];
    expect(counterSums(odd)).toEqual({
      revokedLoginsForSelfProvisioning: { known: 3, unknown: 0 },
      revokedLoginsForMeetingHost: { known: 3, unknown: 0 },
      revokedWhitelisting: { known: 1, unknown: 1 },
      revokeLoginsforConferences: { known: 1, unknown: 0 },
    });
    expect(outcomeCsvRows([], [odd[3]!], [])).toEqual([
      ['removed', 'maja@acme.com', 0, 2, 'unknown', 0, ''],
    ]);
  });

  it('lists what was asked for but not removed, compared case-insensitively', () => {
    expect(notRemoved(sent, removed).ignored).toEqual(['nobody@acme.com', 'jonas@partner.example']);
    expect(notRemoved(['ANNA@ACME.COM'], removed).ignored).toEqual([]);
  });

  it('lists removed or ignored addresses that a remaining pattern still covers', () => {
    const allowed = stillAllowed(sent, removed, remaining);
    expect(allowed).toEqual([
      { address: 'Anna@acme.com', by: ['*@acme.com'] },
      { address: 'erik@acme.com', by: ['*@acme.com'] },
      { address: 'nobody@acme.com', by: ['*@acme.com'] },
      { address: 'jonas@partner.example', by: ['*@partner.example'] },
    ]);
    expect(stillAllowedSentence(allowed[3]!)).toBe(
      'jonas@partner.example is still allowed by *@partner.example',
    );
    // Patterns are not addresses; a subdomain address is not covered by the domain pattern.
    expect(stillAllowed(['*@x.acme.com', 'x@sub.partner.example'], [], remaining)).toEqual([]);
  });

  it('filters remaining entries case-insensitively', () => {
    expect(filterEntries(remaining, 'PARTNER')).toEqual(['*@partner.example']);
    expect(filterEntries(remaining, '  ')).toEqual(remaining);
  });

  it('writes one CSV with every list; formula-like cells are escaped', () => {
    const rows = outcomeCsvRows(
      ['=cmd@acme.com'],
      [removedEntry('=cmd@acme.com')],
      ['+x@acme.com'],
    );
    expect(rows).toEqual([
      ['removed', '=cmd@acme.com', 0, 0, 0, 0, ''],
      ['remaining', '+x@acme.com', '', '', '', '', ''],
    ]);
    expect(
      toCsv(
        ['status', 'email'],
        rows.map((row) => row.slice(0, 2)),
      ),
    ).toBe("status,email\r\nremoved,'=cmd@acme.com\r\nremaining,'+x@acme.com\r\n");
  });
});

describe('the form', () => {
  it('checks the policy ID and the list with the API rules, and sends only accepted items', () => {
    const ok = removalSchema.safeParse({
      policyId: ' 5F0C6D2E-8A41-4B7E-9C3D-1A2B3C4D5E6F ',
      label: ' Staff ',
      emailsText: 'Anna <anna@acme.com>, a*@acme.com',
      revokeUserEngagement: true,
    });
    expect(ok.success && ok.data).toEqual({
      policyId: '5F0C6D2E-8A41-4B7E-9C3D-1A2B3C4D5E6F',
      label: 'Staff',
      emailsText: ['anna@acme.com'],
      revokeUserEngagement: true,
    });
    const bad = removalSchema.safeParse({
      policyId: 'nope',
      label: '',
      emailsText: 'a*@acme.com',
      revokeUserEngagement: false,
    });
    expect(
      bad.success ? [] : bad.error.issues.map((issue) => [issue.path[0], issue.message]),
    ).toEqual([
      ['policyId', 'Access policy ID must be a UUID like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f'],
      ['emailsText', 'Nothing can be sent: the item is refused (see What will be sent)'],
    ]);
    const none = removalSchema.safeParse({
      policyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
      label: '',
      emailsText: ' \n ',
      revokeUserEngagement: true,
    });
    expect(none.success ? [] : none.error.issues.map((issue) => issue.message)).toEqual([
      'Enter at least one email address or pattern',
    ]);
  });

  it('names the action on the confirm button', () => {
    expect(removeActionLabel(5, true)).toBe('Remove 5 and end their sign-ins');
    expect(removeActionLabel(1, false)).toBe('Remove 1 and keep their sign-ins');
  });
});

describe('remembered policies', () => {
  it('keeps IDs per connection with a label and the entries last seen, newest first', () => {
    const storage = new MemoryStorage();
    const at = new Date('2026-11-23T10:00:00Z');
    rememberPolicy(storage, 'office', { id: 'p-1', label: 'Staff', at });
    rememberPolicy(storage, 'office', {
      id: 'p-2',
      seen: { emails: ['a@acme.com'], at: at.toISOString() },
      at,
    });
    // The same ID in another case, later: the label stays, the entries are replaced.
    rememberPolicy(storage, 'office', {
      id: 'P-1',
      seen: { emails: ['*@acme.com'], at: '2026-11-23T11:00:00.000Z' },
      at: new Date('2026-11-23T11:00:00Z'),
    });
    expect(readPolicies(storage, 'office')).toEqual([
      {
        id: 'p-1',
        label: 'Staff',
        usedAt: '2026-11-23T11:00:00.000Z',
        seen: { emails: ['*@acme.com'], at: '2026-11-23T11:00:00.000Z' },
      },
      {
        id: 'p-2',
        label: '',
        usedAt: '2026-11-23T10:00:00.000Z',
        seen: { emails: ['a@acme.com'], at: '2026-11-23T10:00:00.000Z' },
      },
    ]);
    expect(readPolicies(storage, 'lobby')).toEqual([]);
  });

  it('ignores what does not parse', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'sign-in-admin.access-policies.v1.office',
      '[{"id":""},{"id":"x","label":"","usedAt":"t"}]',
    );
    expect(readPolicies(storage, 'office')).toEqual([{ id: 'x', label: '', usedAt: 't' }]);
    storage.setItem('sign-in-admin.access-policies.v1.office', '{');
    expect(readPolicies(storage, 'office')).toEqual([]);
  });

  it('marks which typed items were in the policy as last seen', () => {
    expect(
      compareWithSeen(
        ['Anna@acme.com', 'bob@acme.com', '*@acme.com'],
        ['anna@acme.com', '*@acme.com'],
      ),
    ).toEqual([
      { email: 'Anna@acme.com', inPolicy: true, coveredBy: ['*@acme.com'] },
      { email: 'bob@acme.com', inPolicy: false, coveredBy: ['*@acme.com'] },
      { email: '*@acme.com', inPolicy: true, coveredBy: [] },
    ]);
  });
});

describe('a failed removal in words', () => {
  const facts = { policyId: 'p-1', contextId: 'demo-context', count: 12_000 };
  const statusBody = (status: number, message: string) =>
    httpError(
      status,
      JSON.stringify({ status, message, request_id: `req-${status}` }),
      new Headers(),
    );

  it.each([
    [400, 'retry', 'The server rejected the request as invalid (HTTP 400): Bad list.'],
    [
      401,
      'connection',
      'The API key was not accepted (HTTP 401). Check the key on the Connection page. The server said: Bad list.',
    ],
    [
      403,
      'connection',
      'This key may not manage this organization or context, or this network may not call the API (HTTP 403). The server said: Bad list.',
    ],
    [
      404,
      'policy',
      'Access policy p-1 does not exist in the Sign-In context demo-context (HTTP 404). Check the policy ID, and that the connection in use is the context the policy belongs to. The server said: Bad list.',
    ],
    [
      413,
      'retry',
      'The API refused a list this large (HTTP 413): 12,000 emails. Remove them in smaller parts, a few thousand at a time. The server said: Bad list.',
    ],
    [
      503,
      'retry',
      'The API’s answer was not received: HTTP 503 (service unavailable) came from a gateway or the server instead. The API may have made the change all the same. Nothing you entered is lost; try again. The server said: Bad list.',
    ],
  ])('HTTP %i', (status, kind, message) => {
    expect(describeRemovalFailure(statusBody(status, 'Bad list'), facts)).toEqual({
      kind,
      message,
      requestId: `req-${status}`,
      status,
      // docs/decisions.md: after a 503 the API may have done the work.
      ending: status === 503 ? 'unanswered' : 'refused',
    });
  });

  it('no answer: says the removal may have happened and a retry is safe', () => {
    const failure = describeRemovalFailure(
      toApiError(new TypeError('Failed to fetch'), { url: '/v1/x' }),
      facts,
    );
    expect(failure).toMatchObject({ kind: 'retry', ending: 'unanswered', requestId: undefined });
    expect(failure.message).toMatch(/^Could not reach the API/);
  });
});

// Issue 14.3: after an attempt whose answer was not received, the retry's answer is read with it.
describe('a removal after one whose answer was not received', () => {
  const removed = [{ email: 'anna@acme.com' } as RemovedEmail];
  const sent = ['anna@acme.com', 'Erik@Acme.com', 'nobody@acme.com'];

  it('reads items this answer did not remove but the lost attempt sent as probably removed by it', () => {
    const earlier = withUnansweredRemoval(undefined, 'P-1', {
      emails: ['erik@acme.com'],
      revokeUserEngagement: false,
    });
    expect(notRemoved(sent, removed, earlier).probablyEarlier).toEqual(['Erik@Acme.com']);
    expect(notRemoved(sent, removed, earlier).ignored).toEqual(['nobody@acme.com']);
    expect(notRemoved(sent, removed, undefined).probablyEarlier).toEqual([]);
    expect(toCsv(csvHeader(), outcomeCsvRows(sent, removed, [], earlier)).split('\r\n')[2]).toBe(
      'probably removed,Erik@Acme.com,unknown,unknown,unknown,unknown,by the earlier attempt whose answer was not received',
    );
  });

  it('gathers the lost attempts at one policy; another policy starts over', () => {
    const one = withUnansweredRemoval(undefined, 'P-1', {
      emails: ['a@x.se'],
      revokeUserEngagement: false,
    });
    const two = withUnansweredRemoval(one, 'p-1', { emails: ['b@x.se', 'a@x.se'] });
    expect(two).toEqual({
      policyId: 'p-1',
      sent: ['a@x.se', 'b@x.se'],
      revokeUserEngagement: true,
    });
    expect(samePolicy(two, 'P-1')).toBe(true);
    expect(
      withUnansweredRemoval(two, 'P-2', { emails: ['c@x.se'], revokeUserEngagement: false }),
    ).toEqual({
      policyId: 'P-2',
      sent: ['c@x.se'],
      revokeUserEngagement: false,
    });
  });

  it('says how the call ended: a gateway 502/503/504 unanswered, a 2xx it cannot read not-api, a 500 or 429 refused', () => {
    const facts = { policyId: 'P', contextId: 'C', count: 1 };
    for (const status of [502, 503, 504]) {
      expect(describeRemovalFailure(httpError(status, '', new Headers()), facts).ending).toBe(
        'unanswered',
      );
    }
    const unreadable = new ApiError({ kind: 'invalid-response', status: 200, message: 'x' });
    expect(describeRemovalFailure(unreadable, facts).ending).toBe('not-api');
    expect(describeRemovalFailure(httpError(500, '', new Headers()), facts).ending).toBe('refused');
    expect(describeRemovalFailure(httpError(429, '', new Headers()), facts).ending).toBe('refused');
  });
});

const EMAIL_LISTS = join(import.meta.dirname, '../fixtures/email-lists');
const emailList = (file: string) => readFileSync(join(EMAIL_LISTS, file), 'utf8');

describe('email lists as exports write them (test/fixtures/email-lists, each with its source)', () => {
  it('has a documented source for every fixture', () => {
    const files = readdirSync(EMAIL_LISTS);
    for (const file of files.filter((f) => !f.endsWith('.source.md'))) {
      expect(emailList(`${file}.source.md`).split('\n')[0]).toBe(
        `# ${file} — where its shape comes from`,
      );
    }
  });

  it('Entra "Download users": mail, else userPrincipalName; personal addresses never sent', () => {
    const extraction = extractEmails(emailList('entra-download-users.csv'));
    expect(extraction.emails).toEqual([
      'anna.berg@contoso.example',
      'erik.lund@contoso.example',
      'maja.holm@partner.example',
    ]);
    expect(extraction.items.every((item) => item.kind !== 'refused')).toBe(true);
    expect(extraction.source).toEqual({
      kind: 'export',
      heading: 'mail',
      fallback: 'userPrincipalName',
      rows: 3,
      others: [
        { heading: 'authenticationEmail', emails: 2 },
        { heading: 'alternateEmailAddress', emails: 1 },
      ],
    });
  });

  it('Google Workspace users: Email Address [Required]; Manager Email and recovery never sent', () => {
    const extraction = extractEmails(emailList('google-workspace-users.csv'));
    expect(extraction.emails).toEqual([
      'asa.ek@example.org',
      'jonas.ek@example.org',
      'lena.sund@example.org',
    ]);
    expect(extraction.source).toMatchObject({
      kind: 'export',
      heading: 'Email Address [Required]',
      rows: 3,
      others: [
        { heading: 'Recovery Email', emails: 1 },
        { heading: 'Home Secondary Email', emails: 1 },
        { heading: 'Manager Email', emails: 2 },
      ],
    });
  });

  it('vCards: each EMAIL property, never pref:… or type=…; a folded value joined', () => {
    const extraction = extractEmails(emailList('rfc6350-vcards.vcf'));
    expect(extraction.emails).toEqual([
      'jqpublic@xyz.example.com',
      'jane_doe@example.com',
      'jane.d@example.net',
      'jane.doe@example.org',
    ]);
    expect(extraction.refused).toBe(0);
    expect(extraction.source).toEqual({ kind: 'vcard', cards: 2 });
  });
});

describe('a users export reads only the user’s own email column', () => {
  it.each([
    ['Manager'],
    ['ManagerEmail'],
    ['manager_email'],
    ['Supervisor'],
    ['Manager Email'],
    ['Sponsor'],
  ])('%s: its emails are never sent', (other) => {
    for (const own of ['Email', 'UserPrincipalName', 'Mail', 'Primary Email', 'email_address']) {
      for (const delimiter of [',', '\t', ';']) {
        const text = [
          ['Name', other, own].join(delimiter),
          ['Anna Berg', 'boss@acme.com', 'anna@acme.com'].join(delimiter),
          ['Erik Lund', 'boss@acme.com', 'erik@acme.com'].join(delimiter),
          ['Maja Holm', '', ''].join(delimiter),
        ].join('\r\n');
        const extraction = extractEmails(text);
        expect(extraction.emails).toEqual(['anna@acme.com', 'erik@acme.com']);
        expect(extraction.source).toMatchObject({
          kind: 'export',
          heading: own,
          rows: 3,
          others: [{ heading: other, emails: 2 }],
        });
      }
    }
  });

  it('reads a quoted cell with the delimiter or a line break in it as one cell', () => {
    const text =
      'Display Name,Email,Manager\n"Berg, Anna","Anna Berg <anna@acme.com>",boss@acme.com\n"Lund,\nErik",erik@acme.com,"boss@acme.com"';
    expect(extractEmails(text).emails).toEqual(['anna@acme.com', 'erik@acme.com']);
  });

  it('an address typed wrong in the email column is refused and shown, not dropped', () => {
    const extraction = extractEmails('Email,Manager\nanna@acme,boss@acme.com\nerik@acme.com,');
    expect(extraction.items.map((item) => [item.value, item.kind])).toEqual([
      ['anna@acme', 'refused'],
      ['erik@acme.com', 'address'],
    ]);
  });

  it('text that is no export (no header naming the user’s email) is read as a list', () => {
    expect(extractEmails('Please remove these, thanks\nanna@acme.com').source).toBeNull();
    expect(extractEmails('anna@acme.com, boss@acme.com').emails).toHaveLength(2);
  });

  it('any export: only the own column’s addresses are sent, whatever the others hold', () => {
    // Quotes at an address's edge are cleaned off (normalizeEmail); commas and semicolons split.
    const address = fc.emailAddress().filter((email) => !/['`"\\,;]/.test(email));
    const cell = fc.oneof(address, fc.constantFrom('', 'n/a', 'Anna Berg'));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(address, cell, cell), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(',', '\t', ';'),
        fc.constantFrom('Email', 'Mail', 'Primary Email', 'UserPrincipalName'),
        (rows, delimiter, heading) => {
          const text = [
            ['Manager Email', heading, 'Recovery Email'].join(delimiter),
            ...rows.map((row) => [row[1], row[0], row[2]].join(delimiter)),
          ].join('\n');
          const { emails } = extractEmails(text);
          const own = new Set(rows.map(([email]) => email.toLowerCase()));
          for (const email of emails) expect(own.has(email)).toBe(true);
        },
      ),
    );
  });
});

describe('vCard EMAIL lines (RFC 6350 3.3, RFC 2426)', () => {
  it.each([
    ['EMAIL;TYPE=work,PREF:alice@example.com'],
    ['EMAIL;TYPE=INTERNET:alice@example.com'],
    ['item1.EMAIL;type=INTERNET;type=pref:alice@example.com'],
    ['EMAIL;PREF=1:alice@example.com'],
    ['EMAIL;INTERNET;WORK;CHARSET=utf-8:alice@example.com'],
    ['email;type="work,home":alice@example.com'],
    ['EMAIL:alice@example.com'],
  ])('%s reads alice@example.com', (line) => {
    expect(extractEmails(`${line}\nbob@example.com`).emails).toEqual([
      'alice@example.com',
      'bob@example.com',
    ]);
    expect(vcardEmail(line)).toBe('alice@example.com');
  });

  it('other properties and other words are no EMAIL line', () => {
    expect(vcardEmail('TEL;TYPE=work:+46 8 123')).toBeNull();
    expect(vcardEmail('EMAILS:alice@example.com')).toBeNull();
    expect(vcardEmail('EMAIL;TYPE="work:alice@example.com')).toBeNull();
    expect(vcardEmail('Please EMAIL:alice@example.com')).toBeNull();
  });

  it('any grammatical EMAIL line, folded anywhere in a card, gives exactly its address', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/);
    const quoted = fc.stringMatching(/^[^"\r\n]{0,8}$/).map((v) => `"${v}"`);
    const value = fc.oneof(fc.stringMatching(/^[^";:,\r\n]{0,8}$/), quoted);
    const param = fc.oneof(
      token,
      fc
        .tuple(token, fc.array(value, { minLength: 1, maxLength: 3 }))
        .map(([name, values]) => `${name}=${values.join(',')}`),
    );
    fc.assert(
      fc.property(
        fc.option(token, { nil: undefined }),
        fc.constantFrom('EMAIL', 'email', 'Email'),
        fc.array(param, { maxLength: 4 }),
        fc.emailAddress().filter((email) => !/['`"\\,;*]/.test(email)),
        fc.nat(),
        (group, name, params, email, foldAt) => {
          const line = `${group ? `${group}.` : ''}${name}${params.map((p) => `;${p}`).join('')}:${email}`;
          expect(vcardEmail(line)).toBe(email);
          const at = 1 + (foldAt % (line.length - 1));
          const card = `BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\n${line.slice(0, at)}\r\n ${line.slice(at)}\r\nEND:VCARD\r\n`;
          expect(extractEmails(card).emails).toEqual([email.toLowerCase()]);
        },
      ),
    );
  });
});
