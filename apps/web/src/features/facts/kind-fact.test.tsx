import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n';
import { type KindChoice, KindFact } from './kind-fact';

// As GET /api/websites/:id/facts answers for a German page (composer kindChoices('de')).
const KINDS: KindChoice[] = [
  { id: 'bakery', label: 'Bäckerei', en: 'bakery' },
  { id: 'butcher', label: 'Metzgerei', en: 'butcher' },
  { id: 'piano-tuner', label: 'Piano tuner', en: 'piano tuner' },
  { id: 'plumber', label: 'Sanitärinstallateur', en: 'plumber' },
];

afterEach(() => setLanguage('en'));

const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('the kind picker of the facts form', () => {
  it('shows “Not sure” as such when the composer could not tell', () => {
    render(<KindFact value="" kinds={KINDS} onPick={() => {}} />);
    expect(screen.getByLabelText(/Kind of business/)).toHaveProperty('value', '');
    expect(screen.getByText('· not sure')).toBeTruthy();
    expect(screen.getByText(/We are not sure what kind of business this is/)).toBeTruthy();
  });

  it('finds a kind by a part of its name in the page’s language or in English, and picks it', async () => {
    const onPick = vi.fn();
    render(<KindFact value="" kinds={KINDS} onPick={onPick} />);
    const search = screen.getByRole('searchbox', { name: 'Search kinds of business' });
    await userEvent.type(search, 'back');
    expect(options()).toEqual(['Not sure', 'Bäckerei']);
    await userEvent.clear(search);
    await userEvent.type(search, 'plumb');
    expect(options()).toEqual(['Not sure', 'Sanitärinstallateur']);
    await userEvent.selectOptions(screen.getByLabelText(/Kind of business/), 'plumber');
    expect(onPick).toHaveBeenCalledWith('plumber');
    // Picked: the search is cleared and the whole list is back.
    expect(search).toHaveProperty('value', '');
  });

  it('keeps the kind set in the list while searching, and says when nothing matches', async () => {
    render(<KindFact value="butcher" kinds={KINDS} onPick={() => {}} />);
    await userEvent.type(screen.getByRole('searchbox'), 'florist');
    expect(options()).toEqual(['Not sure', 'Metzgerei']);
    expect(screen.getByRole('status').textContent).toContain('No kind called “florist”');
  });

  it('asks a German owner in German, the search and its empty answer included', async () => {
    await setLanguage('de');
    render(<KindFact value="" kinds={KINDS} onPick={() => {}} />);
    expect(screen.getByLabelText(/Art des Unternehmens/)).toHaveProperty('value', '');
    expect(screen.getByText('· unklar')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Geschäftsarten suchen' }), 'florist');
    expect(options()).toEqual(['Unklar']);
    expect(screen.getByRole('status').textContent).toBe(
      'Keine Art namens „florist“. Wählen Sie die ähnlichste oder lassen Sie Unklar.',
    );
  });
});
