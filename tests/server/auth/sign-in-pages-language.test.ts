import { describe, expect, it } from 'vitest';
import { forgotPasswordPage, welcomePage } from '../../../src/server/auth/oidc/account-pages.ts';
import { messagePage } from '../../../src/server/auth/oidc/html.ts';
import { checkEmailPage, loginPage } from '../../../src/server/auth/oidc/login-pages.ts';
import { lockedMessage } from '../../../src/server/auth/oidc/login-throttle.ts';
import { passwordProblem, WEAK_PASSWORD } from '../../../src/server/auth/password-rules.ts';

/** The embedded provider's pages speak the language they are given (the browser's, or the person's choice). */
describe('the sign-in pages in Spanish', () => {
  it('the sign-in card, its tagline and its lang', () => {
    const page = loginPage({ language: 'es', action: '/oidc/interaction/x', passwordless: false });
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<h1>Iniciar sesión</h1>');
    expect(page).toContain('<label for="email">Correo electrónico</label>');
    expect(page).toContain('<label for="password">Contraseña</label>');
    expect(page).toContain('¿Olvidó su contraseña?');
    expect(page).toContain('Cambie su forma de recuperarse con su forma de responder.');
    expect(page).not.toContain('Forgot password?');
  });

  it('the passwordless card and the page after a link was asked for', () => {
    expect(loginPage({ language: 'es', action: '/a', passwordless: true })).toContain(
      'Enviar enlace para iniciar sesión',
    );
    expect(checkEmailPage('es')).toContain('durante 15 minutos');
  });

  it('the welcome page of an invitation and the forgot-password page', () => {
    const welcome = welcomePage({ language: 'es', action: '/a', companyName: 'Harbor', email: 'a@b.example' });
    expect(welcome).toContain('<h1>Le damos la bienvenida a Harbor</h1>');
    expect(welcome).toContain('Al menos 12 caracteres.');
    expect(welcome).toContain('Continuar sin contraseña');
    expect(forgotPasswordPage({ language: 'es', action: '/a' })).toContain('<h1>¿Olvidó su contraseña?</h1>');
  });

  it('a refused password, in the words of the page', () => {
    expect(passwordProblem('corta', {}, 'es')).toBe('Use al menos 12 caracteres.');
    expect(passwordProblem('x'.repeat(129), {}, 'es')).toBe('Use como máximo 128 caracteres.');
    expect(passwordProblem('maria.lopez-1999', { email: 'maria.lopez@example.com' }, 'es')).toBe(
      'No use su nombre ni su dirección de correo electrónico en la contraseña.',
    );
    const welcome = welcomePage({
      language: 'es',
      action: '/a',
      companyName: 'Harbor',
      email: 'a@b.example',
      error: passwordProblem('corta', {}, 'es') ?? '',
    });
    expect(welcome).toContain('<div class="error" role="alert">Use al menos 12 caracteres.</div>');
  });

  it('the lock-out message counts minutes in Spanish', () => {
    expect(lockedMessage(60, 'es')).toBe('Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 1 minuto.');
    expect(lockedMessage(899, 'es')).toContain('en 15 minutos.');
  });
});

describe('the sign-in pages in English stay as they were', () => {
  it('word for word', () => {
    const page = loginPage({ language: 'en', action: '/oidc/interaction/x', passwordless: false });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Sign in</h1>');
    expect(page).toContain('<label for="email">E-mail</label>');
    expect(page).toContain('Forgot password?</a>');
    expect(page).toContain('Change the way you recover by how you respond.');
    expect(checkEmailPage('en')).toContain('The link works once, in this browser, for 15 minutes.');
    expect(messagePage('en', 'Signed out', 'You have been signed out.')).toContain('<h1>Signed out</h1>');
    expect(passwordProblem('short')).toBe('Use at least 12 characters.');
    expect(passwordProblem('maria.lopez-1999', { email: 'maria.lopez@example.com' })).toBe(
      'Do not use your name or e-mail address in your password.',
    );
    expect(WEAK_PASSWORD).toBe('This password is too easy to guess. A few unrelated words make a strong one.');
  });
});
