import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidenedSearchNote } from './widened-search-note';

afterEach(cleanup);

describe('WidenedSearchNote', () => {
  it('says the results were found by the words in every field', () => {
    render(
      <WidenedSearchNote
        query="mixer "
        showingFor="mixer"
        didYouMean={undefined}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByText(/No product name contains/)).toHaveTextContent(
      'No product name contains ‘mixer’. Showing results for ‘mixer’ in categories, makers, descriptions and specifications.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the query with its slips put right as a search of its own', async () => {
    const onSearch = vi.fn();
    render(
      <WidenedSearchNote
        query="sennhieser"
        showingFor="Sennheiser"
        didYouMean="Sennheiser"
        onSearch={onSearch}
      />,
    );
    expect(screen.getByText(/Did you mean/)).toHaveTextContent(
      'Did you mean Sennheiser? No product name contains ‘sennhieser’. Showing results for ‘Sennheiser’',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sennheiser' }));
    expect(onSearch).toHaveBeenCalledWith('Sennheiser');
  });

  it('says nothing when the names held the query', () => {
    const { container } = render(
      <WidenedSearchNote
        query="shure"
        showingFor={undefined}
        didYouMean={undefined}
        onSearch={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
