import { useLocation } from 'react-router';
import { isCrashRequested } from './crashTest';

export function CrashTestTrigger() {
  const { search } = useLocation();
  if (isCrashRequested(search, localStorage)) throw new Error('Crash test requested with ?__crash=1');
  return null;
}
