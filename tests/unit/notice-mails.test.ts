// The security notices in the account's language: English word for word by default (other tests
// match it), each interface language otherwise, with the hours and links kept.
import { describe, expect, it } from "vitest";
import { codesPausedMail, signUpAttemptMail } from "../../api/services/mail/templates";

describe("codes-paused notice", () => {
  it("stays the same English without a language", () => {
    const mail = codesPausedMail("signup", 1);
    expect(mail.subject).toBe("Too many wrong codes for your Infinite account");
    expect(mail.text).toContain("cannot try verification codes for about 1 hour;");
    expect(mail.html).toContain('<html lang="en">');
  });

  it.each([
    ["fr", "Trop de codes erronés pour ton compte Infinite", "environ 3 heures"],
    ["es", "Demasiados códigos incorrectos para tu cuenta de Infinite", "unas 3 horas"],
    ["de", "Zu viele falsche Codes für dein Infinite-Konto", "etwa 3 Stunden"],
    ["pt", "Muitos códigos errados na sua conta do Infinite", "cerca de 3 horas"],
  ])("is written in %s", (lng, subject, hours) => {
    const mail = codesPausedMail("password_reset", 3, lng);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(hours);
    expect(mail.html).toContain(`<html lang="${lng}">`);
    expect(mail.text).not.toContain("wrong");
  });
});

describe("sign-up-attempt notice", () => {
  it("links the sign-in and reset pages in the language's words", () => {
    const mail = signUpAttemptMail("Ada", "https://infinite.test/", "es");
    expect(mail.subject).toBe("Alguien intentó registrarse con tu correo");
    expect(mail.text).toContain("Hola Ada:");
    expect(mail.text).toContain(
      "¿Olvidaste tu contraseña? Restablécela aquí: https://infinite.test/auth/reset-password-email",
    );
    expect(mail.html).toContain(
      '<a href="https://infinite.test/auth/login" style="color:#a78bfa">inicia sesión</a>',
    );
  });

  it("keeps the English for an unknown language", () => {
    const mail = signUpAttemptMail("", "https://infinite.test", "xx");
    expect(mail.subject).toBe("Someone tried to sign up with your email");
    expect(mail.text).toContain("Hi there,");
    expect(mail.html).toContain(">reset your password</a> if you forgot it.");
  });
});
