// What the paste box says about a file, in the language in use: the worker that decodes it
// speaks none, and says only what the file looks like (decode-file.ts).
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { BinaryFormat } from './decode-file.ts';

const FORMATS: Record<BinaryFormat, MessageDescriptor> = {
  png: msg`a PNG image`,
  jpeg: msg`a JPEG image`,
  gif: msg`a GIF image`,
  pdf: msg`a PDF document`,
  'zip-or-xlsx': msg`a ZIP archive or an Excel workbook (.xlsx)`,
  zip: msg`a ZIP archive`,
  xls: msg`an old Excel workbook (.xls)`,
  gzip: msg`a GZIP archive`,
  '7z': msg`a 7-Zip archive`,
  rar: msg`a RAR archive`,
};

/** "devices.csv is not a text file (it looks like a PNG image): save the list as CSV …". */
export function notTextProblem(name: string, looksLike: BinaryFormat | null): string {
  if (looksLike === null) {
    return t`${name} is not a text file: save the list as CSV or text, then choose that file`;
  }
  const what = i18n._(FORMATS[looksLike]);
  return t`${name} is not a text file (it looks like ${what}): save the list as CSV or text, then choose that file`;
}

/** The browser could not read the file at all. */
export const unreadableFile = (name: string) =>
  t`The browser could not read ${name}: try again, or paste its content`;
