import { Link } from 'wouter';
import { Page } from '../ui/page.tsx';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>If you typed the web address, check it is correct.</p>
      <p>If you pasted the web address, check you copied the entire address.</p>
      <p>
        <Link href="/">Go to the start page</Link>
      </p>
    </Page>
  );
}
