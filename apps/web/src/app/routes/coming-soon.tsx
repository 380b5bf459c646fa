import { PlaceholderPage } from '../../components/ui/placeholder';

/** Every screen of a later issue renders this, with its own title. */
export default function ComingSoonRoute({ titleKey }: { titleKey: string }) {
  return <PlaceholderPage titleKey={titleKey} />;
}
