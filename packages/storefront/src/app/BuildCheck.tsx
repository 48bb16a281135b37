import { buildCheckIntervalMs } from '@shop/domain';
import { NewVersionNotice } from '@shop/ui/features/fragments/NewVersionNotice/NewVersionNotice.tsx';
import { useEffect, useState } from 'react';
import { buildId } from '../buildId.ts';

/** Polls /builds/latest.json and offers a reload once a newer build is deployed. */
export function BuildCheck() {
  const [newerBuild, setNewerBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const check = async () => {
      const response = await fetch('/builds/latest.json', { cache: 'no-store' });
      if (!response.ok) return;
      const latest = (await response.json()) as { id?: unknown };
      if (typeof latest.id === 'string' && latest.id !== buildId) setNewerBuild(true);
    };
    const timer = window.setInterval(
      () => void check().catch(() => undefined),
      buildCheckIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, []);

  if (!newerBuild || dismissed) return null;
  return (
    <NewVersionNotice
      onReload={() => window.location.reload()}
      onDismiss={() => setDismissed(true)}
    />
  );
}
