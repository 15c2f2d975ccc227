import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as css from './auth.css.ts';

/** Frame of every sign-in page: a card with a title, an optional alert, the form and links below. */
export function AuthCard({
  title,
  alert,
  info,
  children,
  links,
}: {
  title: string;
  alert?: string | null;
  info?: string | null;
  children: ReactNode;
  links?: Array<{ href: string; label: string }>;
}) {
  return (
    <div className={css.page}>
      <section className={css.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={css.title}>
          {title}
        </h1>
        {alert && (
          <p role="alert" className={css.alert}>
            {alert}
          </p>
        )}
        {info && (
          <p role="status" className={css.info}>
            {info}
          </p>
        )}
        {children}
        {links && (
          <div className={css.links}>
            {links.map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
