/** Per-organisation wording and theme, derived once per registry (the registry is stable per org). */
import { useMemo } from 'react';
import { homeLayoutOf, isEmployee, isGuestMode, themeOf, wordingOf, type HomeLayout, type Theme, type Wording } from '@configurator/core';
import { useRegistry, useSession } from './session-store.ts';

export const useWording = (): Wording => {
  const registry = useRegistry();
  return useMemo(() => wordingOf(registry), [registry]);
};

export const useTheme = (): Theme => {
  const registry = useRegistry();
  return useMemo(() => themeOf(registry), [registry]);
};

export const useHomeLayout = (): HomeLayout | undefined => {
  const registry = useRegistry();
  return useMemo(() => homeLayoutOf(registry), [registry]);
};

/** The role facts screens branch on (spec orders.md §6). */
export interface RoleFacts {
  role: 'owner' | 'member' | 'guest';
  isOwner: boolean;
  isEmployee: boolean;
  isGuestMode: boolean;
}

export const useRoleFacts = (): RoleFacts => {
  const { activeOrg } = useSession();
  return useMemo(
    () => ({
      role: activeOrg.role,
      isOwner: activeOrg.role === 'owner',
      isEmployee: isEmployee(activeOrg),
      isGuestMode: isGuestMode(activeOrg),
    }),
    [activeOrg],
  );
};
