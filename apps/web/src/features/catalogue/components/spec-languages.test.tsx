import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopSearchOf, type Language, type ProductFacets, type SpecFacet } from '@avstore/core';
import { inLanguage, inSinhalaAndTamil, makeProduct, renderWithProviders } from '../../../testing';
import { CompareTable } from './compare-table';
import { ShopFilters } from './shop-filters';

// The typed specifications' labels, options and units in Sinhala and Tamil (issue #30): names
// (XLR) and SI symbols (W) stay, the English page is as before.

const SPECS: SpecFacet[] = [
  {
    key: 'wooferSize',
    label: 'Woofer size',
    kind: 'number',
    unit: 'in',
    range: { min: 8, max: 15 },
    count: 12,
  },
  {
    key: 'powerRms',
    label: 'Power (RMS)',
    kind: 'number',
    unit: 'W',
    range: { min: 400, max: 1300 },
    count: 12,
  },
  {
    key: 'polarPattern',
    label: 'Polar pattern',
    kind: 'choice',
    options: [
      { option: 'Cardioid', count: 4 },
      { option: 'Supercardioid', count: 1 },
    ],
  },
  {
    key: 'connections',
    label: 'Connections',
    kind: 'choice',
    options: [{ option: 'XLR', count: 10 }],
  },
];
const FACETS: ProductFacets = { groups: [], brands: [], price: null, specs: SPECS };

const SPEAKER = makeProduct({
  id: 'a',
  name: 'QSC K12.2',
  category: 'Active Speakers',
  attributes: { powerRms: 1000, wooferSize: 12, connections: ['XLR'] },
});
const OTHER = makeProduct({
  id: 'b',
  name: 'JBL EON ONE Compact',
  category: 'Portable Speakers',
  attributes: { powerRms: 1000, wooferSize: 15, battery: ['Yes'], connections: ['Bluetooth'] },
});
const MIC = makeProduct({
  id: 'c',
  name: 'Shure SM58',
  category: 'Wired Microphones',
  attributes: { micType: ['Dynamic'], polarPattern: ['Cardioid'] },
});

/** What each language shows for the words above. */
const SHOWN = {
  en: {
    woofer: 'Woofer size',
    inches: 'in',
    range: 'From 8 in to 15 in',
    lowest: 'Lowest Woofer size',
    power: 'Power (RMS)',
    powerRange: 'From 400 W to 1,300 W',
    polar: 'Polar pattern',
    cardioid: 'Cardioid',
    connections: 'Connections',
    sizes: '12 in15 in—',
    micType: 'Microphone type',
    dynamic: '——Dynamic',
    category: 'Category',
    speakers: 'Active Speakers',
    battery: 'Battery powered',
    yes: 'Yes',
    differs: 'differs',
    onlyDifferences: 'Show only differences',
    remove: 'Remove QSC K12.2',
  },
  si: {
    woofer: 'වූෆර් ප්‍රමාණය',
    inches: 'අඟල්',
    range: 'අඟල් 8 සිට අඟල් 15 දක්වා',
    lowest: 'අවම වූෆර් ප්‍රමාණය',
    power: 'බලය (RMS)',
    powerRange: '400 W සිට 1,300 W දක්වා',
    polar: 'පෝලර් පැටර්න්',
    cardioid: 'කාඩියොයිඩ්',
    connections: 'සම්බන්ධතා',
    sizes: 'අඟල් 12අඟල් 15—',
    micType: 'මයික්‍රෆෝන් වර්ගය',
    dynamic: '——ඩයිනමික්',
    category: 'ප්‍රවර්ගය',
    speakers: 'ඇක්ටිව් ස්පීකර්',
    battery: 'බැටරියෙන් ක්‍රියා කරයි',
    yes: 'ඔව්',
    differs: 'වෙනස්',
    onlyDifferences: 'වෙනස්කම් පමණක් පෙන්වන්න',
    remove: 'QSC K12.2 ඉවත් කරන්න',
  },
  ta: {
    woofer: 'வூஃபர் அளவு',
    inches: 'அங்குலம்',
    range: '8 அங்குலம் முதல் 15 அங்குலம் வரை',
    lowest: 'குறைந்த வூஃபர் அளவு',
    power: 'திறன் (RMS)',
    powerRange: '400 W முதல் 1,300 W வரை',
    polar: 'போலார் பேட்டர்ன்',
    cardioid: 'கார்டியாய்டு',
    connections: 'இணைப்புகள்',
    sizes: '12 அங்குலம்15 அங்குலம்—',
    micType: 'மைக்ரோஃபோன் வகை',
    dynamic: '——டைனமிக்',
    category: 'வகை',
    speakers: 'ஆக்டிவ் ஸ்பீக்கர்கள்',
    battery: 'பேட்டரியில் இயங்கும்',
    yes: 'ஆம்',
    differs: 'வேறுபடுகிறது',
    onlyDifferences: 'வேறுபாடுகளை மட்டும் காட்டுக',
    remove: 'QSC K12.2 ஐ நீக்குக',
  },
};

inSinhalaAndTamil(['catalogue', 'specs']);

describe.each(['en', 'si', 'ta'] as const)('the typed specifications in %s', (language) => {
  const words = SHOWN[language];
  const render = (language: Language, ui: ReactElement) =>
    renderWithProviders(inLanguage(language, ui));
  /** An accessible name that begins with `text`: a tick's count, a row's 'differs', follow it. */
  const starting = (text: string) => (name: string) => name.startsWith(text);

  it("the Shop's filters: labels, options and units, the address keeping the English", async () => {
    const onSpec = vi.fn();
    render(
      language,
      <ShopFilters
        facets={FACETS}
        search={shopSearchOf(new URLSearchParams())}
        onBrands={vi.fn()}
        onPriceRange={vi.fn()}
        onInStock={vi.fn()}
        onSpec={onSpec}
      />,
    );
    const woofer = screen.getByRole('group', { name: starting(words.woofer) });
    expect(within(woofer).getByText(`(${words.inches})`)).toBeInTheDocument();
    expect(within(woofer).getByText(words.range)).toBeInTheDocument();
    expect(within(woofer).getByRole('spinbutton', { name: words.lowest })).toBeInTheDocument();
    const power = screen.getByRole('group', { name: starting(words.power) });
    expect(within(power).getByText('(W)')).toBeInTheDocument();
    expect(within(power).getByText(words.powerRange)).toBeInTheDocument();
    const polar = screen.getByRole('group', { name: words.polar });
    await userEvent.click(within(polar).getByRole('checkbox', { name: starting(words.cardioid) }));
    expect(onSpec).toHaveBeenLastCalledWith('polarPattern', ['Cardioid']);
    const connections = screen.getByRole('group', { name: words.connections });
    expect(
      within(connections).getByRole('checkbox', { name: starting('XLR') }),
    ).toBeInTheDocument();
  });

  it('the comparison: its rows, their values and its own words', async () => {
    render(language, <CompareTable products={[SPEAKER, OTHER, MIC]} onRemove={vi.fn()} />);
    const table = screen.getByRole('table');
    const row = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: starting(label) })
        .closest('tr');
    expect(row(words.woofer)).toHaveTextContent(`${words.woofer}${words.differs}${words.sizes}`);
    expect(row(words.micType)).toHaveTextContent(words.dynamic);
    expect(row(words.battery)).toHaveTextContent(`—${words.yes}—`);
    expect(row(words.connections)).toHaveTextContent('XLRBluetooth—');
    expect(row(words.category)).toHaveTextContent(words.speakers);
    expect(screen.getByRole('button', { name: words.remove })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: words.onlyDifferences }));
    expect(row(words.power)).toHaveTextContent(words.differs);
  });
});
