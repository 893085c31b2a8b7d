import { swipeDismisses } from '../../toaster/swipe';
import { redirectTarget } from './from-location';
import { registrationErrorMessage } from './registration-error';

describe('registration failure texts', () => {
  it('explains a network failure', () => {
    expect(registrationErrorMessage(new Error('Network error: Unable to connect to the server.'))).toBe(
      'Connection failed. Please check if the server is running and try again. If the problem persists, contact your system administrator.',
    );
  });
  it('explains a CORS problem', () => {
    expect(registrationErrorMessage(new Error('blocked by CORS policy'))).toBe(
      'Server configuration issue detected. Please contact your system administrator to fix the CORS settings.',
    );
  });
  it("shows the server's message, or the fallback", () => {
    expect(registrationErrorMessage(new Error('Admin registration is closed. Ask a super admin to create your account.'))).toBe(
      'Admin registration is closed. Ask a super admin to create your account.',
    );
    expect(registrationErrorMessage(new Error(''))).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage('odd')).toBe('Registration failed. Please try again.');
  });
});

describe('where sign-in leads', () => {
  it('returns to the admin page the guard came from, with its query', () => {
    expect(redirectTarget({ from: { pathname: '/admin/users', search: '?page=2', hash: '' } })).toBe('/admin/users?page=2');
  });
  it('goes to /admin otherwise, and never to a page outside the admin area', () => {
    expect(redirectTarget(null)).toBe('/admin');
    expect(redirectTarget({ from: { pathname: '//evil.example' } })).toBe('/admin');
    expect(redirectTarget({ from: { pathname: '/admin/login' } })).toBe('/admin');
  });
});

describe('toast swipe', () => {
  it('dismisses past 50 px either way, not before', () => {
    expect(swipeDismisses(50)).toBe(false);
    expect(swipeDismisses(51)).toBe(true);
    expect(swipeDismisses(-60)).toBe(true);
  });
});
