import { EventDetailPage } from '@/features/events/components/EventDetailPage';

export default EventDetailPage;
