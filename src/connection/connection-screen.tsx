import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { Notice } from '../ui/notice.tsx';
import { APP_NAME, Page } from '../ui/page.tsx';
import type { ConnectionFormValues } from './connection-schema.ts';
import {
  formFor,
  initialScreenState,
  screenReducer,
  type FormRequest,
} from './connection-screen-state.ts';
import { useConnection } from './connection-context.tsx';
import { ConnectionForm } from './connection-form.tsx';
import { connectionLabel } from './connection-label.ts';
import { SavedConnections } from './saved-connections.tsx';
import { useSandboxDemo } from './use-sandbox-demo.ts';
import styles from './connection-screen.module.css';

// Found with the sandbox check (in the screen). Saving every venue loads only when the sandbox
// holds several, and before the check's notice shows: a button that came later would move
// "Use sandbox demo" under the pointer (the notice's text and buttons share a row).
let SaveSandboxVenues: typeof import('./save-sandbox-venues.tsx').SaveSandboxVenues | undefined;
const loadSaveAll = () =>
  import('./save-sandbox-venues.tsx').then((m) => {
    SaveSandboxVenues = m.SaveSandboxVenues;
  });

function Welcome() {
  const { t } = useLingui();
  return (
    <Notice title={t`Welcome to ${APP_NAME}`}>
      <p>
        <Trans>
          Before you can whitelist devices or clean up access policies, tell the app where your
          Sign-In API is: fill in the organization ID, the Sign-In Context ID and an API key below,
          then save. “Check connection” tries them without changing anything.
        </Trans>
      </p>
      <p>
        <Trans>The settings are stored in this browser only.</Trans>
      </p>
    </Notice>
  );
}

/** The Connection screen: saved connections, and the form to add or edit one. */
export function ConnectionScreen() {
  const { connections, active } = useConnection();
  const { t } = useLingui();
  const sandboxDemo = useSandboxDemo(loadSaveAll);
  const SaveAll = sandboxDemo && sandboxDemo.venues.length > 1 ? SaveSandboxVenues : undefined;
  const announce = useAnnounce();
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [state, dispatch] = useReducer(screenReducer, active, initialScreenState);
  const editing = connections.find((connection) => connection.id === state.editingId);
  const requestForm = (request: FormRequest) => dispatch({ type: 'request-form', request });

  useEffect(() => dispatch({ type: 'active-changed', active }), [active]);
  useEffect(() => {
    if (state.headingFocusCount > 0) formHeadingRef.current?.focus();
  }, [state.headingFocusCount]);
  useEffect(() => {
    if (state.announcement) announce(state.announcement.text);
  }, [state.announcement, announce]);
  const onDirtyChange = useCallback(
    (dirty: boolean) => dispatch({ type: 'dirty-changed', dirty }),
    [],
  );

  function fillSandboxDemo(demo: ConnectionFormValues) {
    const existing = connections.find(
      (connection) =>
        connection.baseUrl === demo.baseUrl &&
        connection.organizationId === demo.organizationId &&
        connection.contextId === demo.contextId,
    );
    requestForm({
      editingId: existing?.id,
      values: demo,
      focus: null,
      announcement: t`Sandbox demo values filled in. Save the connection to use it.`,
    });
  }

  const keyNeeded = active && active.apiKey === undefined ? active : undefined;
  const formIsForKeyNeeded = keyNeeded !== undefined && state.editingId === keyNeeded.id;
  const keyNeededName = keyNeeded?.name;
  const keyNeededLabel = keyNeeded ? connectionLabel(keyNeeded) : '';
  const editingName = editing?.name;

  return (
    <Page title={t`Connection`} lead={t`Where the app sends its requests, and with which key.`}>
      {connections.length === 0 ? <Welcome /> : null}
      {keyNeeded ? (
        <Notice tone="warning" title={t`API key needed`}>
          <p>
            <Trans>
              “{keyNeededName}” ({keyNeededLabel}) is saved on this device, but its API key was kept
              only in the tab where it was entered.
            </Trans>
            {formIsForKeyNeeded ? (
              <>
                {' '}
                <Trans>Enter the key below and save.</Trans>
              </>
            ) : null}
          </p>
          {formIsForKeyNeeded ? null : (
            <Button
              variant="secondary"
              onClick={() => requestForm({ ...formFor(keyNeeded), focus: 'apiKey' })}
            >
              <Trans>Enter the key for {keyNeededName}</Trans>
            </Button>
          )}
        </Notice>
      ) : null}

      {connections.length > 0 ? (
        <div className={styles.section}>
          <SavedConnections
            onEdit={(connection) => requestForm({ ...formFor(connection), focus: 'heading' })}
            onDeleted={(id, remaining) => dispatch({ type: 'deleted', id, remaining })}
          />
          <Button
            variant="secondary"
            onClick={() => requestForm({ ...formFor(undefined), focus: 'heading' })}
          >
            <Trans>Add another connection</Trans>
          </Button>
        </div>
      ) : null}

      <section
        aria-labelledby="connection-form-heading"
        className={`${styles.section} ${styles.card}`}
      >
        <h2
          id="connection-form-heading"
          ref={formHeadingRef}
          tabIndex={-1}
          className={styles['form-heading']}
        >
          {editing ? <Trans>Edit “{editingName}”</Trans> : <Trans>Add a connection</Trans>}
        </h2>
        {sandboxDemo ? (
          <Notice>
            <div className={styles.sandbox}>
              <p>
                <Trans>
                  This site runs the sandbox API with demo data: try every screen without touching a
                  real deployment.
                </Trans>
                {SaveAll ? (
                  <>
                    {' '}
                    <Trans>It holds other venues too, to try work sent to several.</Trans>
                  </>
                ) : null}
              </p>
              <ButtonGroup>
                <Button variant="secondary" onClick={() => fillSandboxDemo(sandboxDemo.demo)}>
                  <Trans>Use sandbox demo</Trans>
                </Button>
                {SaveAll ? <SaveAll demo={sandboxDemo.demo} named={sandboxDemo.venues} /> : null}
              </ButtonGroup>
            </div>
          </Notice>
        ) : null}
        <ConnectionForm
          key={state.formKey}
          editingId={state.editingId}
          initialValues={state.values}
          focusOnMount={state.formFocus === 'apiKey' ? 'apiKey' : undefined}
          onSaved={(id) => dispatch({ type: 'saved', id })}
          onDirtyChange={onDirtyChange}
        />
      </section>

      <ConfirmDialog
        open={state.pending !== null}
        title={
          editing
            ? t`Discard your changes to “${editingName}”?`
            : t`Discard your changes to the new connection?`
        }
        confirmLabel={t`Discard changes`}
        cancelLabel={t`Keep editing`}
        destructive
        onConfirm={() => dispatch({ type: 'discard-confirmed' })}
        onCancel={() => dispatch({ type: 'discard-cancelled' })}
      >
        <p>
          <Trans>What you typed in the form is not saved yet and will be lost.</Trans>
        </p>
      </ConfirmDialog>
    </Page>
  );
}
