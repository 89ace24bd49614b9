import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { Notice } from '../ui/notice.tsx';
import { Page } from '../ui/page.tsx';
import { emptyConnectionForm, type ConnectionFormValues } from './connection-schema.ts';
import { useConnection } from './connection-context.tsx';
import { ConnectionForm, connectionFieldId } from './connection-form.tsx';
import { formValuesOf } from './form-values.ts';
import { connectionLabel } from './connection-label.ts';
import { SavedConnections } from './saved-connections.tsx';
import type { StoredConnection } from './storage.ts';
import { useSandboxDemo } from './use-sandbox-demo.ts';
import styles from './connection-screen.module.css';

interface FormSeed {
  /** A new key remounts the form with these values. */
  key: number;
  editingId: string | undefined;
  values: ConnectionFormValues;
}

/** A form the person asked for: what it holds, where focus goes, what to announce. */
interface FormRequest {
  editingId: string | undefined;
  values: ConnectionFormValues;
  focus: 'heading' | 'apiKey' | null;
  announcement?: string;
}

function formFor(connection: StoredConnection | undefined): Omit<FormRequest, 'focus'> {
  return connection
    ? { editingId: connection.id, values: formValuesOf(connection) }
    : { editingId: undefined, values: emptyConnectionForm() };
}

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
  const sandboxDemo = useSandboxDemo();
  const announce = useAnnounce();
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [seed, setSeed] = useState<FormSeed>(() => ({ key: 0, ...formFor(active) }));
  const [formDirty, setFormDirty] = useState(false);
  // A request that would replace unsaved changes waits here for "Discard changes".
  const [pending, setPending] = useState<FormRequest | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | 'apiKey' } | null>(null);
  const [followedActiveId, setFollowedActiveId] = useState(active?.id);
  const editing = connections.find((connection) => connection.id === seed.editingId);

  // The connection in use changed (header, Use, another tab): an untouched form follows it, so
  // the form and the "API key needed" banner speak of the same connection.
  if (followedActiveId !== active?.id) {
    setFollowedActiveId(active?.id);
    if (!formDirty && seed.editingId !== active?.id) {
      setSeed((previous) => ({ key: previous.key + 1, ...formFor(active) }));
    }
  }

  useEffect(() => {
    if (focusRequest?.target === 'heading') formHeadingRef.current?.focus();
    if (focusRequest?.target === 'apiKey') {
      document.getElementById(connectionFieldId('apiKey'))?.focus();
    }
  }, [focusRequest]);

  function openForm({ editingId, values, focus, announcement }: FormRequest) {
    setSeed((previous) => ({ key: previous.key + 1, editingId, values }));
    setFormDirty(false);
    if (focus) setFocusRequest({ target: focus });
    if (announcement) announce(announcement);
  }

  /** Opens the form at once, or after "Discard changes" when it holds unsaved changes. */
  function requestForm(request: FormRequest) {
    if (formDirty) setPending(request);
    else openForm(request);
  }

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
  const formIsForKeyNeeded = keyNeeded !== undefined && seed.editingId === keyNeeded.id;

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
            onDeleted={(id, remaining) => {
              if (seed.editingId === id) openForm({ ...formFor(undefined), focus: null });
              // The list went with its last item: continue at the form, the way on from here.
              if (remaining === 0) setFocusRequest({ target: 'heading' });
            }}
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
              </p>
              <Button variant="secondary" onClick={() => fillSandboxDemo(sandboxDemo)}>
                Use sandbox demo
              </Button>
            </div>
          </Notice>
        ) : null}
        <ConnectionForm
          key={seed.key}
          editingId={seed.editingId}
          initialValues={seed.values}
          onSaved={(id) => setSeed((previous) => ({ ...previous, editingId: id }))}
          onDirtyChange={setFormDirty}
        />
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={
          editing
            ? `Discard your changes to “${editing.name}”?`
            : 'Discard your changes to the new connection?'
        }
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          if (pending) openForm(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        <p>What you typed in the form is not saved yet and will be lost.</p>
      </ConfirmDialog>
    </Page>
  );
}
