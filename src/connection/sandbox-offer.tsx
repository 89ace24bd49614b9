// The sandbox's offer on the Connection screen, when this site serves the sandbox: fill in the
// demo connection, or save every seeded venue as a connection at once. Loaded after the screen
// (connection-screen.tsx), with the check that finds the sandbox (use-sandbox-demo.ts).
import { Button, ButtonGroup } from '../ui/button.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { Notice } from '../ui/notice.tsx';
import { useConnection } from './connection-context.tsx';
import { connectionFormSchema, type ConnectionFormValues } from './connection-schema.ts';
import { useSandboxDemo } from './use-sandbox-demo.ts';
import styles from './connection-screen.module.css';

export function SandboxOffer({ onUseDemo }: { onUseDemo: (demo: ConnectionFormValues) => void }) {
  const sandboxDemo = useSandboxDemo();
  const { connections, active, save, switchTo } = useConnection();
  const announce = useAnnounce();

  /** Saves every sandbox venue not saved yet; the connection in use stays in use. */
  function saveSandboxVenues(venues: readonly ConnectionFormValues[]) {
    const missing = venues.filter(
      (venue) =>
        !connections.some(
          (connection) =>
            connection.baseUrl === venue.baseUrl &&
            connection.organizationId === venue.organizationId &&
            connection.contextId === venue.contextId,
        ),
    );
    if (missing.length === 0) {
      announce(`All ${venues.length} sandbox venues are saved already.`);
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
    announce(
      saved.length === 0
        ? unreadable === missing.length
          ? 'The sandbox venues could not be saved: the sandbox named them with values a connection cannot have.'
          : 'The sandbox venues could not be saved: this browser refused to store them.'
        : `Saved ${saved.length} sandbox ${saved.length === 1 ? 'venue' : 'venues'}: ${saved.map((venue) => venue.name).join(', ')}. Their keys are kept in this tab only.`,
    );
  }

  if (!sandboxDemo) return null;
  const { demo, venues } = sandboxDemo;
  return (
    <Notice>
      <div className={styles.sandbox}>
        <p>
          This site runs the sandbox API with demo data: try every screen without touching a real
          deployment.
          {venues.length > 1
            ? ` It holds ${venues.length} venues, to try work sent to several.`
            : null}
        </p>
        <ButtonGroup>
          <Button variant="secondary" onClick={() => onUseDemo(demo)}>
            Use sandbox demo
          </Button>
          {venues.length > 1 ? (
            <Button variant="secondary" onClick={() => saveSandboxVenues(venues)}>
              Save all {venues.length} sandbox venues
            </Button>
          ) : null}
        </ButtonGroup>
      </div>
    </Notice>
  );
}
