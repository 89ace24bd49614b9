import { Page, type PageProps } from '../ui/page.tsx';
import { RequireConnection } from './require-connection.tsx';

/** A screen that calls the API: its page, and its content only once a connection is usable. */
export function ConnectedPage({ children, ...page }: PageProps) {
  return (
    <Page {...page}>
      <RequireConnection>{children}</RequireConnection>
    </Page>
  );
}
