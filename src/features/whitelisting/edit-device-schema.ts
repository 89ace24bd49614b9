// Edit device: the form's values, its schema (the update's rules: docs/decisions.md, update = the
// batch character set), the request it becomes and the change summary shown before saving.
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { normalizeMac } from '../../api/normalize.ts';
import { UPDATE_NAME_CHARS } from '../../api/rules.ts';
import type { UpdateWhitelistingRequest } from '../../api/schemas.ts';
import type { RecentEntry } from '../../entries/recent-entries.ts';
import { formatDate } from '../../lib/format.ts';
import { resolveExpiry } from '../../ui/expiry.ts';
import { draftOf, entryFields } from './form-parts.ts';

export const EDIT_DEVICE_FIELD_ORDER = [
  'id',
  'mac',
  'name',
  'descriptionMode',
  'description',
  'expiry',
  'tagsMode',
  'tags',
] as const;

/** Keep the current value (left out of the update) or set it. */
const keepOrSet = z.enum(['keep', 'set']);

export function editDeviceSchema(timeZone: string) {
  return z.object({
    ...entryFields(UPDATE_NAME_CHARS, timeZone),
    descriptionMode: keepOrSet,
    tagsMode: keepOrSet,
  });
}
type EditDeviceSchema = ReturnType<typeof editDeviceSchema>;
/** What the fields hold, as typed. */
export type EditDeviceValues = z.input<EditDeviceSchema>;
/** What a valid form becomes: trimmed, the MAC canonical, the expiry resolved. */
export type EditDeviceOutput = z.output<EditDeviceSchema>;

export const editDeviceDraftSchema = z.object({
  // The zone changes which values pass the rules, never their types: any zone reads a draft.
  values: draftOf(editDeviceSchema('UTC')),
  /** The ID of the Recent entry loaded into the form, so its known state survives a reload. */
  loadedId: z.optional(z.string()),
});
export type EditDeviceDraft = z.infer<typeof editDeviceDraftSchema>;

export const EMPTY_EDIT: EditDeviceValues = {
  id: '',
  mac: '',
  name: '',
  descriptionMode: 'keep',
  description: '',
  expiry: { kind: 'keep', days: '', date: '' },
  tagsMode: 'keep',
  tags: [],
};

/** A Recent entry in the form: every "keep" choice on, the known values ready to change. */
export function valuesFromRecent(entry: RecentEntry): EditDeviceValues {
  return {
    ...EMPTY_EDIT,
    id: entry.id,
    mac: entry.mac,
    name: entry.name,
    description: entry.description,
    expiry: { kind: 'keep', days: '', date: entry.toDate ?? '' },
    tags: entry.tags,
  };
}

/** Omitted = unchanged; toDate null = permanent; tags [] = none (docs/decisions.md "Update"). */
export function toUpdateRequest(output: EditDeviceOutput): UpdateWhitelistingRequest {
  return {
    id: output.id,
    mac: output.mac,
    name: output.name,
    ...(output.descriptionMode === 'set' ? { description: output.description } : {}),
    ...(output.expiry.kind === 'forever' ? { toDate: null } : {}),
    ...(output.expiry.kind === 'date' ? { toDate: output.expiry.toDate } : {}),
    ...(output.tagsMode === 'set' ? { tags: output.tags.map((value) => ({ value })) } : {}),
  };
}

const expiryWords = (toDate: string | null) =>
  toDate === null ? t`permanent` : formatDate(toDate);
const tagWords = (tags: readonly string[]) => (tags.length === 0 ? t`no tags` : tags.join(', '));
const quoted = (text: string) => (text === '' ? t`empty` : t`“${text}”`);

/**
 * What Save changes will do, one line per changed part, from what is typed now (valid or not)
 * and what this browser knows of the entry (undefined: an entry made elsewhere, so only the
 * new values can be named). "Expiry: 31 Dec 2026 → permanent", "Tags: printer → lobby".
 */
export function describeChanges(
  values: EditDeviceValues,
  known: RecentEntry | undefined,
  timeZone: string,
  now = new Date(),
): string[] {
  const lines: string[] = [];
  const change = (label: string, from: string | undefined, to: string) => {
    if (from === undefined) lines.push(t`${label}: set to ${to}`);
    else if (from !== to) lines.push(`${label}: ${from} → ${to}`);
  };
  // As it will be sent: the same address in another notation is no change.
  const typedMac = normalizeMac(values.mac);
  const mac = typedMac.ok ? typedMac.value : values.mac.trim();
  change(t`MAC address`, known?.mac, mac);
  change(t`Name`, known ? quoted(known.name) : undefined, quoted(values.name.trim()));
  if (values.descriptionMode === 'set') {
    change(
      t`Description`,
      known ? quoted(known.description) : undefined,
      quoted(values.description.trim()),
    );
  }
  if (values.expiry.kind !== 'keep') {
    const outcome = resolveExpiry(values.expiry, timeZone, now);
    const to = !outcome.ok
      ? t`a date still to be corrected`
      : outcome.kind === 'date'
        ? formatDate(outcome.toDate)
        : t`permanent`;
    change(t`Expiry`, known ? expiryWords(known.toDate) : undefined, to);
  }
  if (values.tagsMode === 'set') {
    const to =
      values.tags.length === 0 ? t`no tags (all current tags are removed)` : tagWords(values.tags);
    change(t`Tags`, known ? tagWords(known.tags) : undefined, to);
  }
  return lines;
}
