import { routeNames } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { hasRouteModule, loadRouteModule } from './routeModules.ts';

describe('route modules', () => {
  it('has one module per built route, named after the route it declares', async () => {
    const built = routeNames.filter(hasRouteModule);
    expect(built.length).toBeGreaterThan(15);
    for (const name of built) expect((await loadRouteModule(name))?.name).toBe(name);
  });

  it('has no module for a name outside the route table', async () => {
    expect(hasRouteModule('queryValues')).toBe(false);
    await expect(loadRouteModule('nowhere')).resolves.toBeUndefined();
  });
});
