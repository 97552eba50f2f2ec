import { SiteLink } from '@/components/layout/site-link';
import { HeaderBar } from './header-bar';
import { HeaderSession } from './header-session';

/** The header of every page but /login: server-rendered, with one small island for the login button. */
export function SiteHeader() {
  return (
    <HeaderBar Link={SiteLink}>
      <HeaderSession />
    </HeaderBar>
  );
}
