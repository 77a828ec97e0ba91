import { Link } from 'react-router';
import { breadcrumbsOf, type Category } from '@avstore/core';
import { useCatalogueT } from '../../../../i18n/catalogue';
import { useCategoryName, useCommonT } from '../../../../i18n/common';

/** Shop › group › category, as the Shop's category bar files the product (core's table). */
export function Breadcrumbs({ category, name }: { category: Category; name: string }) {
  const trail = breadcrumbsOf(category);
  const t = useCatalogueT();
  const common = useCommonT();
  const categoryName = useCategoryName();
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step) => (
          <li key={step.path} className="flex items-center gap-2">
            <Link to={step.path} className="underline-offset-2 hover:text-ink hover:underline">
              {step.name === 'Shop' ? common('shop') : categoryName(step.name)}
            </Link>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-800">
          {name}
        </li>
      </ol>
    </nav>
  );
}
