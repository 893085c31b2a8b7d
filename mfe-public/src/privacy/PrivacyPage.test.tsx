import { screen } from '@testing-library/react';
import { RETENTION_DEFAULT_DAYS } from '@tulia/shared/contract';
import { renderWithProviders } from '../test/render';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage, Data Retention', () => {
  it('says how long contact messages, mail copies and the staff record are kept, from the api defaults', () => {
    renderWithProviders(<PrivacyPage />);
    const section = screen.getByRole('region', { name: /Data Retention/ });
    expect(section).toHaveTextContent(`once we have answered and closed a message, we delete it ${RETENTION_DEFAULT_DAYS.closedContactMessages} days later`);
    expect(section).toHaveTextContent(`copies of the emails we send you, such as our replies, for ${RETENTION_DEFAULT_DAYS.outboxMail} days`);
    expect(section).toHaveTextContent(`for ${RETENTION_DEFAULT_DAYS.auditLog / 365} years`);
  });

  it('tells a person they may ask for their data or its erasure at any time', () => {
    renderWithProviders(<PrivacyPage />);
    expect(
      screen.getByText(/ask our Data Protection Officer at any time for a copy of everything we hold about your email address, or to delete it/),
    ).toBeInTheDocument();
  });
});
