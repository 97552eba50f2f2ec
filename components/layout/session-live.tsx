'use client';

import { useEffect, type RefObject } from 'react';
import { useGetMemberQuery } from '@/store/api';
import { StoreProvider } from '@/store/store-provider';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useRehydrated } from '@/store/use-rehydrated';
import { selectIsLoggedIn, selectMemberName } from '@/store/selectors';
import { drawerOpened } from '@/store/slices/ui-slice';
import { useLazyModule } from './lazy-module';
import { loginDrawerModule } from './login-drawer-module';
import { loginButtonLabel } from './login-button-label';

export interface SessionLiveProps {
  openRequests: number;
  /** The visitor shows intent: mount the drawer closed ahead of the click. */
  warm: boolean;
  onLabel(label: string): void;
  onOpenChange(open: boolean): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** The header's link to the store: the member's name on the button, member info on start, the drawer. */
export function SessionLive(props: SessionLiveProps) {
  return (
    <StoreProvider>
      <SessionState {...props} />
    </StoreProvider>
  );
}

function SessionState({ openRequests, warm, onLabel, onOpenChange, returnFocus }: SessionLiveProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectMemberName);
  const drawerOpen = useAppSelector((state) => state.ui.drawers.login);
  // Until the persisted login is back the store knows nobody: the button keeps what the stored login said.
  const rehydrated = useRehydrated();
  useGetMemberQuery(undefined, { skip: !loggedIn });

  useEffect(() => {
    if (rehydrated) onLabel(loginButtonLabel(loggedIn, name));
  }, [rehydrated, loggedIn, name, onLabel]);
  useEffect(() => onOpenChange(drawerOpen), [drawerOpen, onOpenChange]);
  useEffect(() => {
    if (openRequests > 0) dispatch(drawerOpened('login'));
  }, [openRequests, dispatch]);

  const drawer = useLazyModule(loginDrawerModule, warm || drawerOpen || openRequests > 0);
  return drawer ? <drawer.LoginDrawer returnFocus={returnFocus} /> : null;
}
