import { microsoftSignIn } from '@ferieplan/texts';
import { EmulatorAccountPage } from './EmulatorGooglePage.js';

/** The Auth emulator's stand-in for Microsoft's sign-in, opened as a popup by 'Logg inn med Microsoft'. */
export default function EmulatorMicrosoftPage() {
  return (
    <EmulatorAccountPage
      title={microsoftSignIn.emulatorTitle}
      intro={microsoftSignIn.emulatorIntro}
      noOpener={microsoftSignIn.emulatorNoOpener}
    />
  );
}
