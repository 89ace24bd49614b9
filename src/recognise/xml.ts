// XML: an element whose fields (child elements' text, descendants' attributes, its own
// attributes) hold a MAC, or a mistyped one under a key naming a MAC, is one record. Tags are
// read character by character, once.
import { MAX_DEPTH } from './block-text.ts';
import { findMacs, macInCell } from './find-macs.ts';
import { isMacHeading } from './headings.ts';
import type { DeviceRecord, RecordField } from './records.ts';
import { mistypedIn, type ScannedText } from './scan.ts';

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

interface Element {
  name: string;
  first: number;
  attributes: RecordField[];
  fields: RecordField[];
  text: string;
  children: number;
}

function attributesOf(tag: string, line: number): RecordField[] {
  const fields: RecordField[] = [];
  let i = 0;
  while (i < tag.length && fields.length < 64) {
    while (i < tag.length && /[\s/]/.test(tag[i] ?? '')) i++;
    const start = i;
    while (i < tag.length && !/[\s=/>]/.test(tag[i] ?? '')) i++;
    const name = tag.slice(start, i);
    if (name === '') {
      i++;
      continue;
    }
    while (i < tag.length && /\s/.test(tag[i] ?? '')) i++;
    if (tag[i] !== '=') continue;
    i++;
    while (i < tag.length && /\s/.test(tag[i] ?? '')) i++;
    const quote = tag[i];
    let value: string;
    if (quote === '"' || quote === "'") {
      const end = tag.indexOf(quote, i + 1);
      value = tag.slice(i + 1, end < 0 ? tag.length : end);
      i = end < 0 ? tag.length : end + 1;
    } else {
      const vStart = i;
      while (i < tag.length && !/\s/.test(tag[i] ?? '')) i++;
      value = tag.slice(vStart, i);
    }
    fields.push({ key: name, value: decodeEntities(value), line });
  }
  return fields;
}

const NAME_ATTRIBUTES = /^(name|hostname|host-name|displayname|devicename)$/i;

const holdsMac = (field: RecordField) =>
  field.value.length <= 4000 &&
  (isMacHeading(field.key)
    ? macInCell(field.value) !== null || mistypedIn(field.value) !== null
    : findMacs(field.value, { bare: 'never', limit: 1 }).length > 0);

/**
 * XML: an element whose own fields hold a MAC is a record: its child elements' text, its
 * descendants' attributes (`<address addr="…"/>` -> "address addr") and its own attributes.
 */
export function xmlRecords(scan: ScannedText): DeviceRecord[] {
  if (!scan.lines.some((line) => line.includes('</') || line.includes('/>'))) return [];
  const records: DeviceRecord[] = [];
  const stack: Element[] = [];
  let mode: 'text' | 'tag' | 'comment' = 'text';
  let tag = '';
  let tagLine = 0;

  const close = (element: Element, line: number) => {
    const parent = stack[stack.length - 1];
    const own = [...element.attributes];
    const text = decodeEntities(element.text.trim());
    if (element.children === 0 && text !== '') own.push({ key: element.name, value: text, line });
    const mine = [...own, ...element.fields];
    const hasMac = element.children > 0 && mine.length >= 2 && mine.some(holdsMac);
    const namedLeaf =
      element.children === 0 &&
      element.attributes.length >= 2 &&
      element.attributes.some((a) => NAME_ATTRIBUTES.test(a.key)) &&
      element.attributes.some(holdsMac);
    if (hasMac || namedLeaf) {
      records.push({ first: element.first, last: line, fields: mine });
    }
    if (!parent) return;
    parent.children++;
    // What a child says becomes its parent's: leaf text by tag, attributes as "tag attribute".
    if (element.children === 0 && text !== '')
      parent.fields.push({ key: element.name, value: text, line });
    for (const attribute of element.attributes) {
      const key = /^(name|value)$/i.test(attribute.key)
        ? element.name
        : `${element.name} ${attribute.key}`;
      parent.fields.push({ key, value: attribute.value, line: attribute.line });
    }
    if (!(hasMac || namedLeaf)) for (const field of element.fields) parent.fields.push(field);
  };

  for (let i = 0; i < scan.lines.length; i++) {
    const line = scan.lines[i] ?? '';
    let from = 0;
    for (let j = 0; j < line.length; j++) {
      const ch = line[j];
      if (mode === 'comment') {
        if (ch === '>' && line[j - 1] === '-' && line[j - 2] === '-') {
          mode = 'text';
          from = j + 1;
        }
        continue;
      }
      if (mode === 'text') {
        if (ch !== '<') continue;
        const top = stack[stack.length - 1];
        if (top && top.text.length < 2000) top.text += line.slice(from, j);
        if (line.startsWith('!--', j + 1)) {
          mode = 'comment';
          j += 3;
          continue;
        }
        mode = 'tag';
        tag = '';
        tagLine = i;
        from = j + 1;
        continue;
      }
      // In a tag: up to the '>' outside quotes.
      if (ch === '"' || ch === "'") {
        const end = line.indexOf(ch, j + 1);
        if (end > 0) j = end;
        continue;
      }
      if (ch !== '>') continue;
      tag += line.slice(from, j);
      from = j + 1;
      mode = 'text';
      const body = tag.trim();
      if (body.startsWith('?') || body.startsWith('!')) continue;
      if (body.startsWith('/')) {
        const name = body.slice(1).trim();
        const at = stack.map((e) => e.name).lastIndexOf(name);
        if (at < 0) continue;
        while (stack.length > at) {
          const element = stack.pop();
          if (element) close(element, i);
        }
        continue;
      }
      const selfClosing = body.endsWith('/');
      const nameEnd = body.search(/[\s/>]/);
      const name = nameEnd < 0 ? body : body.slice(0, nameEnd);
      if (name === '') continue;
      const element: Element = {
        name,
        first: tagLine,
        attributes: attributesOf(nameEnd < 0 ? '' : body.slice(nameEnd), tagLine),
        fields: [],
        text: '',
        children: 0,
      };
      if (selfClosing) {
        close(element, i);
      } else if (stack.length < MAX_DEPTH) {
        stack.push(element);
      }
    }
    if (mode === 'tag' && tag.length < 4000) tag += `${line.slice(from)} `;
    if (mode === 'text') {
      const top = stack[stack.length - 1];
      if (top && top.text.length < 2000) top.text += `${line.slice(from)} `;
    }
  }
  return records;
}
