import { RequireConnection } from '../connection/require-connection.tsx';
import { Notice } from '../ui/notice.tsx';
import { Page } from '../ui/page.tsx';

interface ComingNextProps {
  title: string;
  /** What the screen will do, in one or two sentences. */
  purpose: string;
}

/** An honest placeholder for a screen that is planned but not built. */
function ComingNext({ title, purpose }: ComingNextProps) {
  return (
    <Page title={title}>
      <RequireConnection>
        <Notice title="Coming next">
          <p>{purpose}</p>
          <p>This screen is not built yet.</p>
        </Notice>
      </RequireConnection>
    </Page>
  );
}

export function PolicyCleanupPage() {
  return (
    <ComingNext
      title="Policy cleanup"
      purpose="Remove email addresses and patterns (like *@example.com) from an access policy, optionally ending the guests' active sign-ins, and see what was removed and revoked."
    />
  );
}
