import { PageTitle } from '../../components/page-title';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';
import { ContactForm } from '../../features/contact/components/contact-form';
import { usePagesT } from '../../i18n/pages';

export function Component() {
  const config = usePublicConfig().data;
  const t = usePagesT();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title={t('contact.title')} />
      <h1 className="text-3xl font-bold">{t('contact.heading')}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_2fr]">
        <section
          aria-labelledby="reach-us"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="reach-us" className="text-lg font-semibold">
            {t('contact.reach')}
          </h2>
          {config ? (
            <address className="mt-4 space-y-3 not-italic text-slate-700">
              <p className="flex gap-2">
                <MapPinIcon className="shrink-0" /> {config.shopAddress}
              </p>
              <p className="flex gap-2">
                <PhoneIcon className="shrink-0" />
                <a href={`tel:${config.shopPhone.replace(/\s/g, '')}`} className="hover:underline">
                  {config.shopPhone}
                </a>
              </p>
              <p className="flex gap-2">
                <MailIcon className="shrink-0" />
                <a href={`mailto:${config.shopEmail}`} className="hover:underline">
                  {config.shopEmail}
                </a>
              </p>
            </address>
          ) : null}
        </section>
        <section
          aria-labelledby="write-us"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="write-us" className="text-lg font-semibold">
            {t('contact.write')}
          </h2>
          <div className="mt-4">
            <ContactForm config={config} />
          </div>
        </section>
      </div>
    </main>
  );
}
