import type { ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { useIsHydrated } from '@chalein/shared/lib/use-is-hydrated';
import { useTheme } from '@chalein/shared/ui/theme';

/**
 * The root element of every remote page. It carries the theme read from the shared context, which both styles
 * the page's themed sections and shows (in browser tests) that the remote sees the shell's one theme, and
 * data-hydrated once React runs the page in the browser (a server-rendered page shows before it can be used).
 */
export function PageRoot({ children, className }: { children: ReactNode; className?: string }) {
  const { theme } = useTheme();
  const hydrated = useIsHydrated();
  const markers = { [REMOTE_PAGE_ATTRIBUTE]: '', [HYDRATED_ATTRIBUTE]: hydrated ? '' : undefined };
  return (
    <div className={className ? `page ${className}` : 'page'} data-theme={theme} {...markers}>
      {children}
    </div>
  );
}
