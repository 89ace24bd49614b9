import { describe, expect, it } from 'vitest';
import { splitTags } from '../../../src/features/batch/check/split-tags.ts';

describe('splitTags', () => {
  it('splits on ; and |, only | when ; is the delimiter', () => {
    expect(splitTags('lobby; floor 2|event ', ',')).toEqual(['lobby', 'floor 2', 'event']);
    expect(splitTags('lobby;floor 2|event', ';')).toEqual(['lobby;floor 2', 'event']);
    expect(splitTags(' ; | ', '\t')).toEqual([]);
  });
});
