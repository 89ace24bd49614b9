import { describe, expect, it } from 'vitest';
import { flattenFieldErrors, summaryItems } from '../../../src/ui/form-error-items.ts';

const error = (message: string) => ({ type: 'custom', message, ref: { name: 'x' } });

describe('flattenFieldErrors', () => {
  it('walks nested errors in form order, list items by index', () => {
    const errors = {
      tags: [undefined, { value: error('Tag 2 is too short') }, { value: error('Tag 3') }],
      name: error('Enter a name'),
      mac: error('Enter a MAC'),
    };
    expect(flattenFieldErrors(errors, ['mac', 'name', 'tags'])).toEqual([
      { path: 'mac', message: 'Enter a MAC' },
      { path: 'name', message: 'Enter a name' },
      { path: 'tags.1.value', message: 'Tag 2 is too short' },
      { path: 'tags.2.value', message: 'Tag 3' },
    ]);
  });

  it("keeps an array's own error at the array's path and form-wide errors at ''", () => {
    const errors = {
      tags: { root: error('Add at most 10 tags') },
      root: { server: error('The server is down') },
      whitelistings: { 3: { mac: error('Enter a MAC') } },
    };
    expect(flattenFieldErrors(errors, ['tags', 'whitelistings'])).toEqual([
      { path: 'tags', message: 'Add at most 10 tags' },
      { path: 'whitelistings.3.mac', message: 'Enter a MAC' },
      { path: '', message: 'The server is down' },
    ]);
  });

  it('keeps names the order does not know, last', () => {
    expect(flattenFieldErrors({ extra: error('?'), mac: error('MAC') }, ['mac'])).toEqual([
      { path: 'mac', message: 'MAC' },
      { path: 'extra', message: '?' },
    ]);
  });
});

describe('summaryItems', () => {
  it('links field messages and leaves form-level ones unlinked', () => {
    expect(
      summaryItems(
        [
          { path: 'tags.1', message: 'Tag' },
          { path: '', message: 'Whole form' },
        ],
        ['Server down'],
        (path) => `f-${path}`,
      ),
    ).toEqual([
      { fieldId: 'f-tags.1', message: 'Tag' },
      { message: 'Whole form' },
      { message: 'Server down' },
    ]);
  });
});
