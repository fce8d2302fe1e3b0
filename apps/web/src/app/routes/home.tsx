import { HomePage } from '@/features/events/components/HomePage';

export default HomePage;
