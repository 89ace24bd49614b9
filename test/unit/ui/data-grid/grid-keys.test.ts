import { describe, expect, it } from 'vitest';
import { editStart, gridMove, pageRowsOf } from '../../../../src/ui/data-grid/grid-keys.ts';

const none = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
const ctrl = { ...none, ctrlKey: true };
const size = { rows: 40, cols: 8, pageRows: 10 };

describe('gridMove (APG data grid keys)', () => {
  it('moves one cell with the arrows and stops at the edges, without wrapping', () => {
    const at = { row: 5, col: 3 };
    expect(gridMove('ArrowUp', none, at, size)).toEqual({ row: 4, col: 3 });
    expect(gridMove('ArrowDown', none, at, size)).toEqual({ row: 6, col: 3 });
    expect(gridMove('ArrowLeft', none, at, size)).toEqual({ row: 5, col: 2 });
    expect(gridMove('ArrowRight', none, at, size)).toEqual({ row: 5, col: 4 });
    expect(gridMove('ArrowUp', none, { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 0 });
    expect(gridMove('ArrowLeft', none, { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 0 });
    expect(gridMove('ArrowDown', none, { row: 39, col: 7 }, size)).toEqual({ row: 39, col: 7 });
    expect(gridMove('ArrowRight', none, { row: 39, col: 7 }, size)).toEqual({ row: 39, col: 7 });
  });

  it('Home and End stay in the row; with Ctrl or Cmd they go to the first and last cell', () => {
    const at = { row: 5, col: 3 };
    expect(gridMove('Home', none, at, size)).toEqual({ row: 5, col: 0 });
    expect(gridMove('End', none, at, size)).toEqual({ row: 5, col: 7 });
    expect(gridMove('Home', ctrl, at, size)).toEqual({ row: 0, col: 0 });
    expect(gridMove('End', ctrl, at, size)).toEqual({ row: 39, col: 7 });
    expect(gridMove('End', { ...none, metaKey: true }, at, size)).toEqual({ row: 39, col: 7 });
  });

  it('Page Up and Page Down move by a screenful in the same column, clamped', () => {
    expect(gridMove('PageDown', none, { row: 5, col: 2 }, size)).toEqual({ row: 15, col: 2 });
    expect(gridMove('PageDown', none, { row: 35, col: 2 }, size)).toEqual({ row: 39, col: 2 });
    expect(gridMove('PageUp', none, { row: 15, col: 2 }, size)).toEqual({ row: 5, col: 2 });
    expect(gridMove('PageUp', none, { row: 3, col: 2 }, size)).toEqual({ row: 0, col: 2 });
  });

  it('leaves every other key, Alt and Shift combinations and an empty grid alone', () => {
    const at = { row: 5, col: 3 };
    for (const key of ['Tab', 'Enter', 'Escape', 'F2', 'a', ' ']) {
      expect(gridMove(key, none, at, size)).toBeNull();
    }
    expect(gridMove('ArrowLeft', { ...none, altKey: true }, at, size)).toBeNull();
    expect(gridMove('ArrowDown', { ...none, shiftKey: true }, at, size)).toBeNull();
    expect(gridMove('ArrowDown', ctrl, at, size)).toBeNull();
    expect(gridMove('ArrowDown', none, at, { rows: 0, cols: 8, pageRows: 10 })).toBeNull();
  });

  it('brings a place left behind by a shorter list back into the grid', () => {
    expect(gridMove('ArrowUp', none, { row: 90, col: 12 }, size)).toEqual({ row: 38, col: 7 });
  });
});

describe('editStart', () => {
  it('opens with Enter or F2, and with a typed character that replaces the value', () => {
    expect(editStart('Enter', none)).toEqual({ kind: 'open' });
    expect(editStart('F2', none)).toEqual({ kind: 'open' });
    expect(editStart('a', none)).toEqual({ kind: 'type', text: 'a' });
    expect(editStart('Å', { ...none, shiftKey: true })).toEqual({ kind: 'type', text: 'Å' });
    // AltGr is Ctrl+Alt on Windows: @ on a Swedish keyboard.
    expect(editStart('@', { ...none, ctrlKey: true, altKey: true })).toEqual({
      kind: 'type',
      text: '@',
    });
    expect(editStart('😀', none)).toEqual({ kind: 'type', text: '😀' });
  });

  it('leaves shortcuts, Space and named keys alone', () => {
    expect(editStart('c', ctrl)).toBeNull();
    expect(editStart('v', { ...none, metaKey: true })).toBeNull();
    expect(editStart('Enter', ctrl)).toBeNull();
    for (const key of [' ', 'Tab', 'Escape', 'ArrowDown', 'Shift', 'Dead', 'F5']) {
      expect(editStart(key, none)).toBeNull();
    }
  });
});

describe('pageRowsOf', () => {
  it('moves the rows in view less one, at least one', () => {
    expect(pageRowsOf(12.4)).toBe(11);
    expect(pageRowsOf(1)).toBe(1);
    expect(pageRowsOf(0)).toBe(1);
  });
});
