import type { PublicConfig } from '@avstore/core';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '../../../components/icons';
import { useHomeT } from '../../../i18n/home';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeIcon },
] as const;

/** Home's closing block: address, phone, e-mail and social links (docs/product.md §2). */
export function ContactBlock({ config }: { config: PublicConfig | undefined }) {
  const t = useHomeT();
  return (
    <section
      aria-labelledby="visit-us"
      className="grid gap-6 rounded-2xl bg-slate-900 p-8 text-slate-200 md:grid-cols-2"
    >
      <div>
        <h2 id="visit-us" className="text-2xl font-bold text-white">
          {t('visit')}
        </h2>
        {config ? (
          <address className="mt-4 space-y-2 not-italic">
            <p className="flex items-center gap-2">
              <MapPinIcon /> {config.shopAddress}
            </p>
            <p className="flex items-center gap-2">
              <PhoneIcon />{' '}
              <a href={`tel:${config.shopPhone.replace(/\s/g, '')}`} className="hover:text-white">
                {config.shopPhone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <MailIcon />{' '}
              <a href={`mailto:${config.shopEmail}`} className="hover:text-white">
                {config.shopEmail}
              </a>
            </p>
          </address>
        ) : null}
      </div>
      <div>
        <h2 className="text-2xl font-bold text-white">{t('follow')}</h2>
        <ul className="mt-4 flex gap-3">
          {SOCIAL.map(({ label, href, Icon }) => (
            <li key={label}>
              <a
                href={href}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={label}
                className="inline-flex rounded-full bg-slate-800 p-3 hover:bg-slate-700 hover:text-white"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
