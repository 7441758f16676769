import { useMemo } from 'react';
import { useAppStore } from '../../store/appStore';
import { type Viewer, viewerOf } from './access';

export function useViewer(): Viewer {
  const user = useAppStore((state) => state.user);
  const permissions = useAppStore((state) => state.permissions);
  return useMemo(() => viewerOf({ user, permissions }), [user, permissions]);
}
