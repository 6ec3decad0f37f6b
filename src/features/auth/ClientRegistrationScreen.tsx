import { useParams } from 'react-router';
import { InvitationRegistration } from '../invitations';

/**
 * /client-register/:token, /invitation/:token and /invite/:token: the same
 * registration from an invitation. The route's registration-page flag
 * (classify.ts) keeps an old session's token out of these requests.
 */
export function ClientRegistrationScreen() {
  const { token = '' } = useParams();
  return <InvitationRegistration key={token} token={token} />;
}
