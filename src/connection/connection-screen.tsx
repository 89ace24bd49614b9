import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { Notice } from '../ui/notice.tsx';
import { Page } from '../ui/page.tsx';
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
  return (
    <Notice title="Welcome to Sign-In admin">
      <p>
        Before you can whitelist devices or clean up access policies, tell the app where your
        Sign-In API is: fill in the organization ID, the Sign-In Context ID and an API key below,
        then save. “Check connection” tries them without changing anything.
      </p>
      <p>The settings are stored in this browser only.</p>
    </Notice>
  );
}

/** The Connection screen: saved connections, and the form to add or edit one. */
export function ConnectionScreen() {
  const { connections, active } = useConnection();
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
      announcement: 'Sandbox demo values filled in. Save the connection to use it.',
    });
  }

  const keyNeeded = active && active.apiKey === undefined ? active : undefined;
  const formIsForKeyNeeded = keyNeeded !== undefined && state.editingId === keyNeeded.id;

  return (
    <Page title="Connection" lead="Where the app sends its requests, and with which key.">
      {connections.length === 0 ? <Welcome /> : null}
      {keyNeeded ? (
        <Notice tone="warning" title="API key needed">
          <p>
            “{keyNeeded.name}” ({connectionLabel(keyNeeded)}) is saved on this device, but its API
            key was kept only in the tab where it was entered.
            {formIsForKeyNeeded ? ' Enter the key below and save.' : null}
          </p>
          {formIsForKeyNeeded ? null : (
            <Button
              variant="secondary"
              onClick={() => requestForm({ ...formFor(keyNeeded), focus: 'apiKey' })}
            >
              Enter the key for {keyNeeded.name}
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
            Add another connection
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
          {editing ? `Edit “${editing.name}”` : 'Add a connection'}
        </h2>
        {sandboxDemo ? (
          <Notice>
            <div className={styles.sandbox}>
              <p>
                This site runs the sandbox API with demo data: try every screen without touching a
                real deployment.
                {SaveAll ? ' It holds other venues too, to try work sent to several.' : null}
              </p>
              <ButtonGroup>
                <Button variant="secondary" onClick={() => fillSandboxDemo(sandboxDemo.demo)}>
                  Use sandbox demo
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
            ? `Discard your changes to “${editing.name}”?`
            : 'Discard your changes to the new connection?'
        }
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => dispatch({ type: 'discard-confirmed' })}
        onCancel={() => dispatch({ type: 'discard-cancelled' })}
      >
        <p>What you typed in the form is not saved yet and will be lost.</p>
      </ConfirmDialog>
    </Page>
  );
}
