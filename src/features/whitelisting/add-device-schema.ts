// Add device: the form's values, its schema (derived from the create request's rules) and
// the request it becomes.
import * as z from 'zod/mini';
import { CREATE_NAME_CHARS } from '../../api/rules.ts';
import type { CreateWhitelistingRequest } from '../../api/schemas.ts';
import { recentEntrySchema, type RecentEntry } from '../../entries/recent-entries.ts';
import { EMPTY_EXPIRY } from '../../ui/expiry.ts';
import { draftOf, entryFields } from './form-parts.ts';

/** The order the form shows its fields: the error summary's order. */
export const ADD_DEVICE_FIELD_ORDER = [
  'mac',
  'name',
  'description',
  'expiry',
  'tags',
  'id',
] as const;

export function addDeviceSchema(timeZone: string) {
  return z.object(entryFields(CREATE_NAME_CHARS, timeZone));
}
type AddDeviceSchema = ReturnType<typeof addDeviceSchema>;
/** What the fields hold, as typed. */
export type AddDeviceValues = z.input<AddDeviceSchema>;
/** What a valid form becomes: trimmed, the MAC canonical, the expiry resolved. */
export type AddDeviceOutput = z.output<AddDeviceSchema>;

// The zone changes which values pass the rules, never their types: any zone reads a draft.
export const addDeviceDraftSchema = draftOf(addDeviceSchema('UTC'));

/** What a create left: the entry, and whether an earlier attempt whose answer was not received made it. */
export interface Added {
  entry: RecentEntry;
  earlier: boolean;
}

/** The result Add device shows, kept for a reload and for a create answered after it was left. */
export const addedDraftSchema = z.object({
  entry: recentEntrySchema,
  earlier: z.boolean(),
  /** The form as sent: "Add another" starts from it. */
  values: addDeviceDraftSchema,
});
export type AddedDraft = z.infer<typeof addedDraftSchema>;

export function newEntryId(): string {
  return crypto.randomUUID();
}

export function emptyAddDevice(): AddDeviceValues {
  return { mac: '', name: '', description: '', expiry: EMPTY_EXPIRY, tags: [], id: newEntryId() };
}

/** "Add another": the next device usually shares expiry and tags; it needs its own ID. */
export function nextDevice(previous: AddDeviceValues): AddDeviceValues {
  return { ...emptyAddDevice(), expiry: previous.expiry, tags: previous.tags };
}

/** The create body: an empty description and a permanent expiry are left out. */
export function toCreateRequest(output: AddDeviceOutput): CreateWhitelistingRequest {
  return {
    id: output.id,
    mac: output.mac,
    name: output.name,
    ...(output.description === '' ? {} : { description: output.description }),
    ...(output.expiry.kind === 'date' ? { toDate: output.expiry.toDate } : {}),
    ...(output.tags.length > 0 ? { tags: output.tags.map((value) => ({ value })) } : {}),
  };
}
