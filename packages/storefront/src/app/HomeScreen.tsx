import { Button } from '@shop/ui';
import type { BrandConfig } from '../brand.ts';

export function HomeScreen({ brandConfig }: { brandConfig: BrandConfig }) {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>{brandConfig.displayName}</h1>
      <p>Personalised photo books, canvases, mugs and calendars.</p>
      <Button>Start designing</Button>
    </main>
  );
}
