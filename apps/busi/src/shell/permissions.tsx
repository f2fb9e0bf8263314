import {
  type ButtonKind,
  buildMenuTree,
  buttonAccessByPath,
  hasButton,
  prefixMenuPath,
  type TypePath,
} from '@school-sports/domain';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMatches } from 'react-router';
import type { FrameRouteHandle } from '../frames/routeHandle.ts';
import { userInfoAtom } from '../session/state.ts';

/**
 * Whether the current role may use a button of the current screen (SPEC 6: button access by menu
 * path). The gateway refuses the call anyway; this only keeps the UI from offering it.
 */
export function useButtonAccess(): (permission: string) => boolean {
  const info = useAtomValue(userInfoAtom);
  const matches = useMatches();
  const funPath = [...matches].reverse().find((match) => (match.handle as FrameRouteHandle | undefined)?.funPath)
    ?.handle as FrameRouteHandle | undefined;
  return useMemo(() => {
    if (!info?.currentTypePath || !funPath) return () => false;
    const typePath = info.currentTypePath as TypePath;
    const access = buttonAccessByPath(buildMenuTree(info.menuTree, { typePath }).roots);
    const menuPath = prefixMenuPath(typePath, funPath.funPath);
    return (permission: string) => hasButton(access, menuPath, permission);
  }, [info, funPath]);
}

/**
 * Whether the current role holds a button of the current screen, by its kind (`add`, `edit`,
 * `delete`, `status`, ...): the screen offers only what the role may do (SPEC 6).
 */
export function useCan(): (button: ButtonKind) => boolean {
  const info = useAtomValue(userInfoAtom);
  const matches = useMatches();
  const allowed = useButtonAccess();
  const funPath = [...matches].reverse().find((match) => (match.handle as FrameRouteHandle | undefined)?.funPath)
    ?.handle as FrameRouteHandle | undefined;
  return useMemo(() => {
    const codes = (info?.menuTree ?? [])
      .filter((entry) => entry.menuType === '1' && entry.menuPath === funPath?.funPath && allowed(entry.permission))
      .map((entry) => entry.permission);
    return (button: ButtonKind) => codes.some((code) => code.endsWith(`:${button}`));
  }, [info, funPath, allowed]);
}
