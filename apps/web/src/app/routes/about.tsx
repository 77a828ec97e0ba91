import { useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { policiesOf, useContentPages } from '../../features/about/api/get-content-pages';
import { AccordionItem } from '../../features/about/components/accordion';
import { usePagesT } from '../../i18n/pages';

export function Component() {
  const [expanded, setExpanded] = useState(false);
  const [openPolicy, setOpenPolicy] = useState<string | null>(null);
  const pages = useContentPages();
  const t = usePagesT();
  const [summary, ...more] = pages.data?.about ?? [];
  const policies = pages.data ? policiesOf(pages.data) : [];
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title={t('about.title')} />
      <section aria-labelledby="about-us">
        <h1 id="about-us" className="text-3xl font-bold">
          {t('about.heading')}
        </h1>
        {pages.isError ? (
          <p role="alert" className="mt-4 text-slate-700">
            {t('about.failed')}
          </p>
        ) : (
          <p className="mt-4 text-lg text-slate-700">{summary ?? t('about.loading')}</p>
        )}
        <div id="about-more" hidden={!expanded} className="mt-4 space-y-4 text-slate-700">
          {more.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="about-more"
          onClick={() => setExpanded((e) => !e)}
          className="mt-4 font-semibold text-brand-700 underline"
        >
          {expanded ? t('about.less') : t('about.more')}
        </button>
      </section>
      <section aria-labelledby="policies" className="mt-12">
        <h2 id="policies" className="text-2xl font-bold">
          {t('about.policies')}
        </h2>
        <div className="mt-4 space-y-3">
          {policies.map((policy) => (
            <AccordionItem
              key={policy.title}
              title={t(policy.title)}
              open={openPolicy === policy.title}
              onToggle={() =>
                setOpenPolicy((current) => (current === policy.title ? null : policy.title))
              }
            >
              {policy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </AccordionItem>
          ))}
        </div>
      </section>
    </main>
  );
}
