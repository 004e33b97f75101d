import { getRuntimeConfig } from '@ferieplan/auth-store';
import { PrivacyNotice } from './PrivacyNotice.js';
import './landing.css';

/** /personvern: the privacy notice, public like /pricing. */
export default function PrivacyPage() {
  return (
    <div className="landing">
      <PrivacyNotice site={getRuntimeConfig().site ?? {}} />
    </div>
  );
}
