// Issue 7.3 (docs/decisions.md "Text"): a lone surrogate or U+0000 in any string field is a 400 on
// create and update and a faulty entry in a batch; nothing is ever stored altered. The bodies
// are JSON text with "\ud800" escapes, as a client would send them.
import { describe, expect, it } from 'vitest';
import {
  batchResultSchema,
  fieldErrors,
  SEED,
  setup,
  statusBody,
  VALID,
  WHITELISTINGS,
} from '../support/sandbox-helpers.ts';

const LONE = '\ud800';
const brokenMessage = (label: string) =>
  `${label} contains a broken character (an unpaired surrogate); retype it`;

describe('create and update', () => {
  it.each([
    ['name', { ...VALID, name: `Hall${LONE}printer` }, 'Name'],
    ['description', { ...VALID, description: `Floor ${LONE}` }, 'Description'],
    ['tags[0].value', { ...VALID, tags: [{ value: `lo${LONE}bby` }] }, 'Tag'],
    ['mac', { ...VALID, mac: `AA:BB:CC:00:11:2${LONE}` }, 'MAC address'],
    ['id', { ...VALID, id: `0f8fad5b-d9cb-469f-a165-70867728950${LONE}` }, 'ID'],
  ])('create: a lone surrogate in %s is a 400 naming the field', async (field, body, label) => {
    const { create, state } = setup();
    const before = await state();
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toContainEqual(
      expect.objectContaining({ field, message: brokenMessage(label) }),
    );
    expect(await state()).toEqual(before);
  });

  it('create: NUL in the name is a 400', async () => {
    const { create } = setup();
    const answer = await create({ ...VALID, name: 'Hall\u0000printer' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual([
      {
        field: 'name',
        rejectedValue: 'Hall\u0000printer',
        message: 'Name may not contain the NUL character',
      },
    ]);
  });

  it('update: a lone surrogate in the description is a 400 and the entry stays', async () => {
    const { update, state } = setup();
    const printer = SEED.entries.receptionPrinter;
    const before = await state();
    const answer = await update({
      id: printer.id,
      mac: printer.mac,
      name: printer.name,
      description: `x${LONE}`,
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body).map((e) => e.field)).toEqual(['description']);
    expect(await state()).toEqual(before);
  });
});

describe('batch', () => {
  it('a description of 200 lone surrogates makes the entry faulty, echoed as sent', async () => {
    const { batch, state } = setup();
    const faulty = { mac: 'AA:BB:CC:00:11:33', description: LONE.repeat(200) };
    const answer = await batch({
      whitelistings: [faulty, { mac: VALID.mac, description: '😀 ok' }],
    });
    expect(answer.status).toBe(200);
    const result = batchResultSchema.parse(answer.body);
    expect(result.faultyRequests).toEqual([faulty]);
    expect(result.createdWhitelistingMacs).toEqual([VALID.mac]);
    const stored = (await state()).whitelistings.filter((e) => e.mac.startsWith('AA:BB:CC'));
    expect(stored.map((e) => e.description)).toEqual(['😀 ok']);
  });

  it('NUL in a tag value makes the entry faulty', async () => {
    const { batch } = setup();
    const faulty = { mac: VALID.mac, tags: [{ value: 'a\u0000b' }] };
    const answer = await batch({ whitelistings: [faulty] });
    expect(batchResultSchema.parse(answer.body).faultyRequests).toEqual([faulty]);
  });
});

describe('remove policy emails', () => {
  it('a lone surrogate in an email is a 400 in the status body', async () => {
    const { removeEmails } = setup();
    const answer = await removeEmails({ emails: [`anna${LONE}@demo.example`] });
    expect(answer.status).toBe(400);
    expect(statusBody(answer.body).message).toBe(`emails[0]: ${brokenMessage('Email')}`);
  });
});

describe('reading the body', () => {
  it('keeps well-formed text outside the BMP exactly as sent', async () => {
    const { batch, state } = setup();
    const description = 'Ljusgården 😀 𝄞';
    const answer = await batch({ whitelistings: [{ mac: VALID.mac, description }] });
    expect(batchResultSchema.parse(answer.body).createdWhitelistingMacs).toEqual([VALID.mac]);
    const stored = (await state()).whitelistings.find((e) => e.mac === VALID.mac);
    expect(stored?.description).toBe(description);
  });

  it('refuses bytes that are not UTF-8 (a surrogate encoded directly) as such', async () => {
    const { sandbox } = setup();
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"mac":"AA:BB:CC:00:11:22","name":"a'),
      0xed,
      0xa0,
      0x80,
      ...new TextEncoder().encode('b"}'),
    ]);
    const res = await sandbox.app.request(WHITELISTINGS, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': SEED.demo.key },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(await res.json())[0]?.message).toBe('The body is not valid UTF-8 text');
  });
});
