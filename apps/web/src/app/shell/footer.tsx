import { Link } from 'react-router';
import { DEFAULT_SHOP_NAME } from '../../components/page-title';
import { PaymentMarks } from '../../components/payment-marks';
import { usePublicConfig } from '../../config/public-config';
import { useCommonT } from '../../i18n/common';

const LINK = 'inline-flex min-h-11 items-center hover:text-white';

/**
 * Shared footer: where the shop is and how to reach it, the ways to pay, and a copyright line with
 * the current year (docs/product.md §2).
 */
export function Footer() {
  const config = usePublicConfig().data;
  const shopName = config?.shopName ?? DEFAULT_SHOP_NAME;
  const t = useCommonT();
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 text-sm md:grid-cols-3">
        {config ? (
          <address className="flex flex-col not-italic">
            <p>{config.shopAddress}</p>
            <a href={`tel:${config.shopPhone.replace(/\s/g, '')}`} className={LINK}>
              {config.shopPhone}
            </a>
            {config.whatsapp ? (
              <a
                href={`https://wa.me/${config.whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${LINK} font-semibold text-emerald-300`}
              >
                {t('whatsapp')}
                <span className="sr-only">{t('newTab')}</span>
              </a>
            ) : null}
          </address>
        ) : (
          <div />
        )}
        <div>
          <p className="mb-2 font-semibold text-white">{t('weAccept')}</p>
          <PaymentMarks bankTransfer={Boolean(config?.bank)} />
        </div>
        <ul className="flex flex-wrap gap-x-4 md:flex-col md:gap-0">
          <li>
            <Link to="/about" className={LINK}>
              {t('aboutPolicies')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={LINK}>
              {t('contact')}
            </Link>
          </li>
          <li>
            <Link to="/shop" className={LINK}>
              {t('shop')}
            </Link>
          </li>
        </ul>
        <p className="md:col-span-3">
          {t('copyright', { year: new Date().getFullYear(), shopName })}
        </p>
      </div>
    </footer>
  );
}
