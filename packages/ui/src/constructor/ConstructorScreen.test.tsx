import { db } from '@shop/mocks';
import { reset } from '@shop/mocks/embedded';
import { mockApiClient, type MockApiClient } from '@shop/mocks/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../features/data/ApiClientProvider.tsx';
import { TestProvider } from '../testing/TestProvider.tsx';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import { writeDraft } from './data/localDraft.ts';
import { applyCommand, createDesignDoc } from './model/index.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  reset();
});

const collage = 2004;

/** The address as the storefront's router keeps it: an external store, re-rendering synchronously. */
function createAddress(initial?: string) {
  let designId = initial;
  const listeners = new Set<() => void>();
  return {
    designId: () => designId,
    replace: (next: string) => {
      designId = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The create route in small: the saved design's id goes into the address, which reaches the screen. */
function RoutedConstructor({
  address,
  articleId,
}: {
  address: ReturnType<typeof createAddress>;
  articleId: number;
}) {
  const designId = useSyncExternalStore(address.subscribe, address.designId);
  return (
    <ConstructorScreen
      articleId={articleId}
      designId={designId}
      onDesignSaved={(saved) => {
        if (saved.designId !== designId) address.replace(saved.designId);
      }}
    />
  );
}

function renderRouted(client: MockApiClient, address: ReturnType<typeof createAddress>) {
  render(
    <TestProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={client}>
          <RoutedConstructor address={address} articleId={collage} />
        </ApiClientProvider>
      </QueryClientProvider>
    </TestProvider>,
  );
}

describe('ConstructorScreen', () => {
  it('keeps the open editor, its history and save status when the first save puts the design in the address', async () => {
    const address = createAddress();
    renderRouted(mockApiClient({ language: 'en' }), address);
    fireEvent.click(await screen.findByRole('button', { name: 'Cream' }));
    await waitFor(() => expect(address.designId()).toMatch(/^p-/), { timeout: 5000 });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Cream' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('saves a local copy of a saved design that holds changes the server never got', async () => {
    const client = mockApiClient({ language: 'en' });
    const { design } = await client.call('designs.create', { article_id: collage, name: 'Lisbon' });
    const template = db.productTemplates.find((candidate) => candidate.article_id === collage);
    const slot = template?.pages[0]?.text_slots[0];
    if (!template || !slot) throw new Error('The mocks have no collage template with a text slot');
    // The customer typed, then the tab closed before the autosave ran.
    const doc = applyCommand(template, createDesignDoc(template), {
      type: 'setText',
      pageIndex: 0,
      slotId: slot.id,
      text: 'Lisbon 2026',
    });
    writeDraft({
      articleId: collage,
      templateId: template.id,
      designId: design.id,
      revision: design.revision,
      doc,
      library: [],
    });
    renderRouted(client, createAddress(design.id));
    expect(await screen.findByText('All changes saved', {}, { timeout: 5000 })).toBeTruthy();
    const saved = await client.call('designs.get', { brand: 'main', design_id: design.id });
    expect(saved.design.revision).toBe(design.revision + 1);
    expect(saved.design.document?.pages[0]?.texts).toContainEqual(
      expect.objectContaining({ slot_id: slot.id, text: 'Lisbon 2026' }),
    );
  });

  it('shows a saved design reopened as the server has it as saved', async () => {
    const client = mockApiClient({ language: 'en' });
    const { design } = await client.call('designs.create', { article_id: collage, name: 'Lisbon' });
    renderRouted(client, createAddress(design.id));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.queryByText('Not saved yet')).toBeNull();
  });
});
