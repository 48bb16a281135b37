import { isMissingDesign, isOthersDesign } from '../data/constructorQueries.ts';
import { DesignNoAccess, type DesignNoAccessProps } from './DesignNoAccess.tsx';
import { DesignNotFound } from './DesignNotFound.tsx';

/** Whether the API's refusal to open a design is one the customer is told about (not a failure). */
export const isRefusedDesign = (error: unknown) => isMissingDesign(error) || isOthersDesign(error);

/** A design that is not there says so; one that is someone else's says that instead. */
export function DesignRefused({ error, ...props }: DesignNoAccessProps & { error: unknown }) {
  if (isOthersDesign(error)) return <DesignNoAccess {...props} />;
  return <DesignNotFound onStartNew={props.onStartNew} />;
}
