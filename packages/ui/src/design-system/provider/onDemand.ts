import { useCallback, useState } from 'react';

/**
 * A part of the interface that only some visits use (a menu opened, a drawer, the consent
 * banner): its module is imported the first time it is needed, not with the page, and shared
 * by every component that uses it. A failed import may be tried again.
 */
export interface OnDemand<T> {
  /** Imports the module once; later calls share the same promise. */
  load(): Promise<T>;
  /** The module once imported, else undefined (always undefined on the server and while hydrating a fresh page). */
  loaded(): T | undefined;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importModule().then(
        (imported) => (module = imported),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The part's module once imported (undefined before) and a function that imports it; the
 * component renders again when it arrives. Call `load` on intent (pointer over, focus) to have it
 * ready by the click, and on the click itself.
 */
export function useOnDemand<T>(part: OnDemand<T>): [module: T | undefined, load: () => Promise<T>] {
  const [, setArrived] = useState(false);
  const load = useCallback(
    () =>
      part.load().then((module) => {
        setArrived(true);
        return module;
      }),
    [part],
  );
  return [part.loaded(), load];
}
