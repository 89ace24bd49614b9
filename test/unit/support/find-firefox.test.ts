// Which Firefox the Firefox ESR suite drives, and why it is skipped when there is none.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findFirefox } from '../../support/find-firefox.ts';

describe('findFirefox', () => {
  let dir: string;
  const executable = (name: string) => {
    const path = join(dir, name);
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, 0o755);
    return path;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-firefox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes FIREFOX_PATH first, and refuses one that names no executable', () => {
    const chosen = executable('my-firefox');
    const debian = executable('firefox-esr');
    expect(findFirefox({ FIREFOX_PATH: chosen }, debian)).toEqual({ path: chosen });
    expect(() => findFirefox({ FIREFOX_PATH: join(dir, 'none') }, debian)).toThrow(
      /FIREFOX_PATH=.*none is not an executable file/,
    );
  });

  it("then Debian's firefox-esr, then firefox-esr or firefox on PATH", () => {
    const debian = executable('debian-firefox-esr');
    expect(findFirefox({ PATH: dir }, debian)).toEqual({ path: debian });
    const missing = join(dir, 'no-such-firefox-esr');
    const firefox = executable('firefox');
    expect(findFirefox({ PATH: dir }, missing)).toEqual({ path: firefox });
    const esr = executable('firefox-esr');
    expect(findFirefox({ PATH: dir }, missing)).toEqual({ path: esr });
  });

  it('says why when there is none, so the suite can say it was skipped', () => {
    const found = findFirefox({ PATH: dir }, join(dir, 'no-such-firefox-esr'));
    expect(found.path).toBeNull();
    expect(found).toMatchObject({
      why: expect.stringMatching(
        /^no Firefox found \(FIREFOX_PATH is not set, .*set FIREFOX_PATH$/,
      ),
    });
  });
});
