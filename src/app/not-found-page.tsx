import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Page } from '../ui/page.tsx';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`}>
      <p>
        <Trans>If you typed the web address, check it is correct.</Trans>
      </p>
      <p>
        <Trans>If you pasted the web address, check you copied the entire address.</Trans>
      </p>
      <p>
        <Link href="/">
          <Trans>Go to the start page</Trans>
        </Link>
      </p>
    </Page>
  );
}
