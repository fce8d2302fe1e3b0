import { EventQrPage } from '@/features/qr/components/EventQrPage';

export default EventQrPage;
