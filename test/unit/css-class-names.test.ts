// The built app's short CSS module class names (scripts/css-class-names.ts).
import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../scripts/css-class-names.ts';

const CSS = '.form { gap: 0.5rem; }\n.hint { margin: 1.5em 0; }\n.form .hint:hover { color: red; }';

describe('shortClassNames', () => {
  it('names a class by its stylesheet and its place there, the same every build', () => {
    const name = shortClassNames('/app');
    const form = name('form', '/app/src/ui/field.module.css', CSS);
    const hint = name('hint', '/app/src/ui/field.module.css', CSS);
    expect(form).toMatch(/^[a-zA-Z][a-zA-Z0-9]{2}a$/);
    expect(hint).toBe(`${form.slice(0, 3)}b`);
    // 0.5rem, before .hint, is not a class; and the same stylesheet names it the same again.
    expect(shortClassNames('/app')('hint', '/app/src/ui/field.module.css', CSS)).toBe(hint);
  });

  it('gives two stylesheets different names for the same class', () => {
    const name = shortClassNames('/app');
    const inField = name('form', '/app/src/ui/field.module.css', CSS);
    const inNotice = name('form', '/app/src/ui/notice.module.css', CSS);
    expect(inField).not.toBe(inNotice);
  });

  it('counts past 62 classes in one stylesheet', () => {
    const classes = Array.from({ length: 70 }, (_, n) => `c${n}`);
    const css = classes.map((c) => `.${c} { color: red; }`).join('\n');
    const name = shortClassNames('/app');
    const names = classes.map((c) => name(c, '/app/src/x.module.css', css));
    expect(new Set(names).size).toBe(70);
    expect(names[62]).toHaveLength(5);
  });

  it('refuses a class its stylesheet does not have', () => {
    expect(() => shortClassNames('/app')('missing', '/app/src/x.module.css', CSS)).toThrow(
      /class missing not found/,
    );
  });
});
