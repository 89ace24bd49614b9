import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { Notice } from '../ui/notice.tsx';
import { Page } from '../ui/page.tsx';
import { emptyConnectionForm, type ConnectionFormValues } from './connection-schema.ts';
import { useConnection } from './connection-context.tsx';
import { ConnectionForm } from './connection-form.tsx';
import { formValuesOf } from './form-values.ts';
import { connectionLabel } from './connection-label.ts';
import { SavedConnections } from './saved-connections.tsx';
import { useSandboxDemo } from './use-sandbox-demo.ts';
import styles from './connection-screen.module.css';

interface FormSeed {
  /** A new key remounts the form with these values. */
  key: number;
  editingId: string | undefined;
  values: ConnectionFormValues;
  /** Move focus to the form's heading (after Edit / Add another). */
  focus: boolean;
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
  const [seed, setSeed] = useState<FormSeed>(() => ({
    key: 0,
    editingId: active?.id,
    values: active ? formValuesOf(active) : emptyConnectionForm(),
    focus: false,
  }));
  const editing = connections.find((connection) => connection.id === seed.editingId);

  useEffect(() => {
    if (seed.focus) formHeadingRef.current?.focus();
  }, [seed]);

  function openForm(editingId: string | undefined, values: ConnectionFormValues, focus: boolean) {
    setSeed((previous) => ({ key: previous.key + 1, editingId, values, focus }));
  }

  function fillSandboxDemo(demo: ConnectionFormValues) {
    const existing = connections.find(
      (connection) =>
        connection.baseUrl === demo.baseUrl &&
        connection.organizationId === demo.organizationId &&
        connection.contextId === demo.contextId,
    );
    openForm(existing?.id, demo, false);
    announce('Sandbox demo values filled in. Save the connection to use it.');
  }

  return (
    <Page title="Connection" lead="Where the app sends its requests, and with which key.">
      {connections.length === 0 ? <Welcome /> : null}
      {active && active.apiKey === undefined ? (
        <Notice tone="warning" title="API key needed">
          <p>
            “{active.name}” ({connectionLabel(active)}) is saved on this device, but its API key was
            kept only in the tab where it was entered. Enter the key below and save.
          </p>
        </Notice>
      ) : null}

      {connections.length > 0 ? (
        <div className={styles.section}>
          <SavedConnections
            onEdit={(connection) => openForm(connection.id, formValuesOf(connection), true)}
            onDeleted={(id) => {
              if (seed.editingId === id) openForm(undefined, emptyConnectionForm(), false);
            }}
          />
          <Button
            variant="secondary"
            onClick={() => openForm(undefined, emptyConnectionForm(), true)}
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
          onSaved={(id) => setSeed((previous) => ({ ...previous, editingId: id, focus: false }))}
        />
      </section>
    </Page>
  );
}
