import type { ReactNode } from 'react';
import { useTheme } from '@chalein/shared/ui/theme';

/**
 * The root element of every remote page. It carries the theme read from the shared context, which both styles
 * the page's themed sections and shows (in browser tests) that the remote sees the shell's one theme.
 */
export function PageRoot({ children, className }: { children: ReactNode; className?: string }) {
  const { theme } = useTheme();
  return (
    <div className={className ? `page ${className}` : 'page'} data-remote-page="" data-theme={theme}>
      {children}
    </div>
  );
}
