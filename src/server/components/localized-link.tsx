import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { routePath, type RouteName, type RouteParams } from '../../shared/routes';
import { requestContext } from '../context/request-context';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: RouteName;
  readonly params?: RouteParams;
  readonly query?: string;
  readonly children: ReactNode;
};

/** A plain `<a href>` to a route in the current language: works without JavaScript, the client router enhances it. */
export function Link({ to, params, query, children, ...rest }: LinkProps) {
  const { locale } = requestContext();
  const href = `${routePath(to, params, locale)}${query ? `?${query}` : ''}`;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
