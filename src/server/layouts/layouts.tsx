import type { ReactNode } from 'react';
import type { LayoutName } from '../../shared/routes';
import { AuthenticatedLayout } from './authenticated-layout';
import { CandidateAuthLayout } from './candidate-auth-layout';
import { DefaultLayout } from './default-layout';
import { NewAuthLayout } from './new-auth-layout';
import { NoNavigationLayout } from './no-navigation-layout';

type Layout = (props: { children: ReactNode }) => ReactNode;

const LAYOUTS: Record<LayoutName, Layout> = {
  default: DefaultLayout,
  authenticated: AuthenticatedLayout,
  'no-navigation': NoNavigationLayout,
  'new-auth': NewAuthLayout,
  'login-candidate': ({ children }) => <CandidateAuthLayout variant="login">{children}</CandidateAuthLayout>,
  'register-candidate': ({ children }) => <CandidateAuthLayout variant="register">{children}</CandidateAuthLayout>,
};

export class LayoutLoadError extends Error {}

/** A route without a layout uses the default one; a layout that cannot be found is a 500. */
export function resolveLayout(name: string | undefined): Layout {
  const layout = LAYOUTS[(name ?? 'default') as LayoutName];
  if (!layout) throw new LayoutLoadError(`Layout "${name}" could not be loaded`);
  return layout;
}
