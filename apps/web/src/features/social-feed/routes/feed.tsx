import { useParams } from 'react-router';
import { FeedScreen } from '../components/feed-screen.tsx';
import { PersonScreen } from '../components/person-screen.tsx';

/**
 * `/social` (the feed) and `/social/people/:id` (a person's posts): one lazy chunk for both, as
 * every screen file costs the start-up script an entry (docs/web.md "Budgets").
 */
export default function SocialFeedRoute() {
  const { id } = useParams();
  return id === undefined ? <FeedScreen /> : <PersonScreen />;
}
