// Withdrawing a sick absence registered by mistake (issue 25): the person within 24 hours, an admin any
// time; audited as a withdrawal. The API's messages.
export const sickWithdrawalErrors = {
  notFound: 'Fant ikke sykefraværet.',
  tooLate:
    'Sykefravær kan bare trekkes tilbake av deg selv innen 24 timer etter at det ble registrert. Be en administrator rette det.',
  daysReturned:
    'Feriedager er gitt tilbake på grunnlag av denne sykmeldingen, så den kan ikke trekkes tilbake. Be en administrator om hjelp.',
} as const;
