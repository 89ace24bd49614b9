import { plural, t } from '@lingui/core/macro';
import { Plural } from '@lingui/react/macro';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button } from '../ui/button.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { connectionFormSchema, type ConnectionFormValues } from './connection-schema.ts';
import { useConnection } from './connection-context.tsx';
import { formOf, venueSchema } from './use-sandbox-demo.ts';

const namedVenueSchema = z.extend(venueSchema, { name: z.string() });

export interface SandboxDemoProps {
  demo: ConnectionFormValues;
  /** Every venue the sandbox holds, as it says them (use-sandbox-demo.ts). */
  named: readonly unknown[];
}

/** The demo first, then every other venue the sandbox names in a form this app reads. */
export function sandboxVenues(
  demo: ConnectionFormValues,
  named: readonly unknown[],
): ConnectionFormValues[] {
  const others = named.flatMap((raw) => {
    const venue = namedVenueSchema.safeParse(raw);
    if (!venue.success) return [];
    const { organizationId, contextId, name } = venue.data;
    return organizationId === demo.organizationId && contextId === demo.contextId
      ? []
      : [formOf(venue.data, name)];
  });
  return [demo, ...others];
}

/**
 * "Save all N sandbox venues" (issue 24): every venue the sandbox holds, saved as a connection
 * with its key for this tab (the form's default), so work sent to several venues can be tried.
 */
export function SaveSandboxVenues({ demo, named }: SandboxDemoProps) {
  const { connections, active, save, switchTo } = useConnection();
  const announce = useAnnounce();
  const venues = useMemo(() => sandboxVenues(demo, named), [demo, named]);

  /** Saves every sandbox venue not saved yet; the connection in use stays in use. */
  function saveAll() {
    const missing = venues.filter(
      (venue) =>
        !connections.some(
          (connection) =>
            connection.baseUrl === venue.baseUrl &&
            connection.organizationId === venue.organizationId &&
            connection.contextId === venue.contextId,
        ),
    );
    const all = venues.length;
    if (missing.length === 0) {
      announce(
        plural(all, {
          one: 'The sandbox venue is saved already.',
          other: 'All # sandbox venues are saved already.',
        }),
      );
      return;
    }
    const saved: { id: string; name: string }[] = [];
    let unreadable = 0;
    for (const venue of missing) {
      const parsed = connectionFormSchema.safeParse(venue);
      if (!parsed.success) {
        unreadable++;
        continue;
      }
      const { apiKey, ...settings } = parsed.data;
      const id = save(settings, apiKey);
      if (id !== null) saved.push({ id, name: settings.name });
    }
    // Saving makes a connection active: the one in use before (or the first saved) stays so.
    const inUse = active?.id ?? saved[0]?.id;
    if (inUse) switchTo(inUse);
    const names = saved.map((venue) => venue.name).join(', ');
    const count = saved.length;
    announce(
      saved.length === 0
        ? unreadable === missing.length
          ? t`The sandbox venues could not be saved: the sandbox named them with values a connection cannot have.`
          : t`The sandbox venues could not be saved: this browser refused to store them.`
        : plural(count, {
            one: `Saved # sandbox venue: ${names}. Its key is kept in this tab only.`,
            other: `Saved # sandbox venues: ${names}. Their keys are kept in this tab only.`,
          }),
    );
  }

  const all = venues.length;
  return (
    <Button variant="secondary" onClick={saveAll}>
      <Plural value={all} one="Save the # sandbox venue" other="Save all # sandbox venues" />
    </Button>
  );
}
