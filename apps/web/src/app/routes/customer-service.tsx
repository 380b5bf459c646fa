import { PlaceholderPage } from '../../components/ui/placeholder';

/** A tab page of its own (whitelisted); the conversation arrives in a later issue. */
export default function CustomerServiceRoute() {
  return <PlaceholderPage titleKey="page.service" tabBar />;
}
