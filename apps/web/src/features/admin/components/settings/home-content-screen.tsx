import { DEFAULT_BANNERS, type Banner } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import { card, plainButton, dangerPlainButton } from '../ui';
import { BannerTranslations } from './banner-translations';
import { DealPicker } from './deal-picker';
import { DealTranslations } from './deal-translations';
import { PicturePicker } from './picture-picker';
import { SettingsFrame, type SettingsPart } from './settings-frame';
import { TextAreaField } from './text-area-field';

const MAX_BANNERS = 6;
type BannerText = 'title' | 'text' | 'link' | 'buttonText';
const BANNER_FIELDS: { key: BannerText; label: string; hint?: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'text', label: 'Words' },
  { key: 'link', label: 'Link', hint: 'A page of the shop, such as /shop?category=Mixers.' },
  { key: 'buttonText', label: 'Button text' },
];

/** The back office's Home content screen: Home's banners and its Special Deals product. */
export function HomeContentScreen() {
  return (
    <SettingsFrame
      title="Home content"
      description="Home's banners and the Special Deals block. Saved for Home at once."
      saveLabel="Save Home content"
    >
      {(part) => (
        <>
          <SpecialDealSection {...part} />
          <BannersSection {...part} />
        </>
      )}
    </SettingsFrame>
  );
}

function SpecialDealSection(part: SettingsPart) {
  const { draft, edit, errors } = part;
  return (
    <section className={`${card} space-y-4 p-4 sm:p-6`} aria-labelledby="special-deal">
      <div>
        <h2 id="special-deal" className="text-lg font-semibold">
          Special Deals
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          When the product is out of stock or out of the shop, Home shows the next featured product
          in stock under its own name.
        </p>
      </div>
      <DealPicker
        productId={draft.deal.productId}
        error={errors['home.specialDeal.productId']}
        onChoose={(id) => edit((d) => void (d.deal.productId = id))}
      />
      <TextField
        label="Heading"
        hint="Empty: the product's name."
        value={draft.deal.title}
        error={errors['home.specialDeal.title']}
        onChange={(e) => edit((d) => void (d.deal.title = e.target.value))}
      />
      <TextAreaField
        label="Points"
        hint="One a line, at most 6."
        rows={5}
        value={draft.deal.points}
        error={errors['home.specialDeal.points']}
        onChange={(e) => edit((d) => void (d.deal.points = e.target.value))}
      />
      <TextField
        label="Note"
        hint="A line under the points, such as how to get the promo price."
        value={draft.deal.note}
        error={errors['home.specialDeal.note']}
        onChange={(e) => edit((d) => void (d.deal.note = e.target.value))}
      />
      <DealTranslations {...part} />
    </section>
  );
}

function BannersSection({ draft, edit, errors, disabled }: SettingsPart) {
  const move = (from: number, to: number) =>
    edit((d) => {
      const [banner] = d.banners.splice(from, 1);
      d.banners.splice(to, 0, banner!);
    });
  return (
    <section className={`${card} space-y-4 p-4 sm:p-6`} aria-labelledby="banners">
      <h2 id="banners" className="text-lg font-semibold">
        Banners
      </h2>
      {errors['home.banners'] ? (
        <p role="alert" className="text-sm text-red-700">
          {errors['home.banners']}
        </p>
      ) : null}
      <ol className="space-y-4">
        {draft.banners.map((banner, index) => (
          <li key={index} className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
            <fieldset className="space-y-3">
              <legend className="font-semibold">Banner {index + 1}</legend>
              <div className="grid gap-3 lg:grid-cols-2">
                {BANNER_FIELDS.map((field) => (
                  <TextField
                    key={field.key}
                    label={`Banner ${index + 1} ${field.label.toLowerCase()}`}
                    hint={field.hint}
                    value={banner[field.key]}
                    error={errors[`home.banners.${index}.${field.key}`]}
                    onChange={(e) =>
                      edit((d) => void (d.banners[index]![field.key] = e.target.value))
                    }
                  />
                ))}
              </div>
              <BannerTranslations
                banner={banner}
                number={index + 1}
                errors={errors}
                onChange={(translations) =>
                  edit((d) => void (d.banners[index]!.translations = translations))
                }
              />
              <PicturePicker
                label={`Banner ${index + 1} picture (none: a coloured background)`}
                picture={banner.picture}
                disabled={disabled}
                onChange={(picture) => edit((d) => void (d.banners[index]!.picture = picture))}
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={`${plainButton} min-h-11`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={`${plainButton} min-h-11`}
                  disabled={index === draft.banners.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className={`${dangerPlainButton} min-h-11`}
                  onClick={() => edit((d) => void d.banners.splice(index, 1))}
                >
                  Remove banner {index + 1}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${plainButton} min-h-11`}
        disabled={draft.banners.length >= MAX_BANNERS}
        onClick={() => edit((d) => void d.banners.push(newBanner()))}
      >
        Add a banner
      </button>
    </section>
  );
}

const newBanner = (): Banner => ({
  ...DEFAULT_BANNERS[0]!,
  title: '',
  text: '',
  link: '/shop',
  translations: {},
});
