import { getRuntimeConfig } from '@ferieplan/auth-store';
import { AppLink } from '@ferieplan/ui';
import { PRODUCT_NAME, footer, privacyLinks } from '@ferieplan/texts';
import { useHydrated } from './useHydrated.js';

/**
 * Always shown (spec section 1): copyright with the current year, maker and organisation-number credit,
 * hosting badge link. The operator's details come from /config.json (`site`), so a deployment shows its
 * own company and host; what is not configured is left out rather than made up. The prerendered page
 * (built without a deployment) shows the product's own credit until it hydrates.
 */
export function Footer() {
  const site = (useHydrated() ? getRuntimeConfig().site : undefined) ?? {};
  return (
    <footer className="shell-footer">
      <p>{footer.copyright(new Date().getFullYear())}</p>
      <p>{footer.credit(site.maker ?? PRODUCT_NAME, site.orgnr)}</p>
      <p>
        <AppLink className="shell-footer__link" to="/personvern">
          {privacyLinks.footer}
        </AppLink>
      </p>
      {site.hostingName && site.hostingUrl && (
        <p>
          <a className="shell-footer__badge" href={site.hostingUrl} target="_blank" rel="noopener noreferrer">
            {footer.hostedBy(site.hostingName)}
          </a>
        </p>
      )}
    </footer>
  );
}
