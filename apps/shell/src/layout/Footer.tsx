import { getRuntimeConfig, type RuntimeConfig } from '@ferieplan/auth-store';
import { AppLink } from '@ferieplan/ui';
import { PRODUCT_NAME, footer, privacyLinks } from '@ferieplan/texts';
import { useHydrated } from './useHydrated.js';

type Site = NonNullable<RuntimeConfig['site']>;

/**
 * Id of the JSON element with the operator's details that the shell's web server writes into the
 * prerendered pages (/ and /pricing) together with the footer's markup (tools/rspack/prerendered-pages.mjs,
 * docker/web/fill-site.awk), so the page shows them before any script runs and hydrates to the same.
 */
export const SITE_ELEMENT_ID = 'ferieplan-site';

/** The details the server wrote into this page, if it did (read only while hydrating). */
function servedSite(): Site | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(SITE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as Site) : undefined;
}

/**
 * Always shown (spec section 1): copyright with the current year, maker and organisation-number credit,
 * hosting badge link. The operator's details come from /config.json (`site`), so a deployment shows its
 * own company and host; what is not configured is left out rather than made up. While React hydrates a
 * prerendered page the footer shows what the server wrote into that page (the same details), or the
 * product's own credit when it wrote none.
 */
export function Footer() {
  const hydrated = useHydrated();
  return <FooterContent site={(hydrated ? getRuntimeConfig().site : servedSite()) ?? {}} />;
}

/** The footer for these details (also rendered by the prerender, for the server to fill in). */
export function FooterContent({ site }: { site: Site }) {
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
