// Mounted once by the app shell: the offline icon, plus (through the talon) the update prompt and the
// store view's manifest link.
import OfflineIndicator from '../OfflineIndicator';
import { usePwaStatus } from './usePwaStatus';

export default function PwaStatus() {
  const { isOffline } = usePwaStatus();
  return <OfflineIndicator isOffline={isOffline} />;
}
