import { footer } from '@ferieplan/texts';

/** Always shown (spec section 1): copyright with the current year, maker credit, hosting badge link. */
export function Footer() {
  return (
    <footer className="shell-footer">
      <p>{footer.copyright(new Date().getFullYear())}</p>
      <p>{footer.credit}</p>
      <p>
        <a className="shell-footer__badge" href="https://nginx.org/" target="_blank" rel="noopener noreferrer">
          {footer.hostedBy}
        </a>
      </p>
    </footer>
  );
}
