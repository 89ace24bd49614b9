import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryProvider, createQueryClient } from '../../src/ui/query-provider.tsx';

function ClientId({ label, seen }: { label: string; seen: unknown[] }) {
  const client = useQueryClient();
  seen.push(client);
  return <p>{label}</p>;
}

describe('QueryProvider', () => {
  it('gives every screen the same client, so mutations outlive a screen change', () => {
    const seen: unknown[] = [];
    const { unmount } = render(
      <QueryProvider>
        <ClientId label="first" seen={seen} />
      </QueryProvider>,
    );
    unmount();
    render(
      <QueryProvider>
        <ClientId label="second" seen={seen} />
      </QueryProvider>,
    );
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it('uses a client a test passes, and never retries a mutation by default', () => {
    const client = createQueryClient();
    const seen: unknown[] = [];
    render(
      <QueryProvider client={client}>
        <ClientId label="given" seen={seen} />
      </QueryProvider>,
    );
    expect(seen[0]).toBe(client);
    expect(client.getDefaultOptions().mutations?.retry).toBe(0);
  });

  it('uses a client provided above it, as the component test harness does', () => {
    const client = createQueryClient();
    const seen: unknown[] = [];
    render(
      <QueryClientProvider client={client}>
        <QueryProvider>
          <ClientId label="outer" seen={seen} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe(client);
  });
});
