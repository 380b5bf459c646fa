import { MessagesDesk } from '../../features/messages/messages-desk';

export default function MessagesDeskRoute() {
  return <MessagesDesk />;
}
