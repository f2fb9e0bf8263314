import { TYPE_PATHS } from '@school-sports/domain';
import { useLocation } from 'react-router';
import { StatusPage } from '../status/StatusPage.tsx';

/**
 * Shown for an address under `/busi/` that no route of the signed-in role knows: a page of another
 * kind of organisation's frame (or of the sports-meet frame the role lacks) is refused (403), any
 * other address is not found (404). Inside the role's own frame, the frame shows its own 404.
 */
export function NotFoundPage() {
  const first = `/${useLocation().pathname.split('/')[1] ?? ''}`;
  const otherFrame = (TYPE_PATHS as readonly string[]).includes(first);
  return <StatusPage status={otherFrame ? 'otherFrame' : first === '/single' ? 'forbidden' : 'notFound'} alone />;
}
