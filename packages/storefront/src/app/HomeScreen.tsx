import { Button } from '@shop/ui';
import { useEffect, useState } from 'react';
import type { BrandConfig } from '../brand.ts';

export function HomeScreen({ brandConfig }: { brandConfig: BrandConfig }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main data-hydrated={hydrated} style={{ padding: '2rem' }}>
      <h1>{brandConfig.displayName}</h1>
      <p>Personalised photo books, canvases, mugs and calendars.</p>
      <Button disabled={!hydrated}>Start designing</Button>
    </main>
  );
}
