// The words of the account mails in each interface language (the member's preference, else the
// language of the request that caused the mail: contract/ui-languages.js). Brand names stay.
import type { OtpPurpose } from "../../../contract/auth-schemas";
import { isUiLanguage, type UiLanguage } from "../../../contract/ui-languages.js";

type CodeCopy = { subject: string; intro: string; ignore: string };

interface MailCopy {
  footer: string;
  code: Record<OtpPurpose, CodeCopy>;
  validity: (minutes: number) => string;
  hello: (name: string) => string;
  passwordChanged: { subject: string; body: string; warn: string };
}

const P = "Infinite";

export const MAIL_COPY: Record<UiLanguage, MailCopy> = {
  en: {
    footer: `You received this mail because of an action on your ${P} account.`,
    code: {
      signup: {
        subject: `Your ${P} verification code`,
        intro: `Welcome to ${P}! Enter this code to verify your email address and finish signing up:`,
        ignore: `If you did not sign up for ${P}, you can ignore this email.`,
      },
      password_reset: {
        subject: `Your ${P} password reset code`,
        intro: `Someone asked to reset the password of your ${P} account. Enter this code to choose a new password:`,
        ignore: "If this was not you, ignore this email: your password stays as it is.",
      },
    },
    validity: (m) => `The code is valid for ${m} minutes.`,
    hello: (name) => `Hi ${name || "there"},`,
    passwordChanged: {
      subject: `Your ${P} password was changed`,
      body: `the password of your ${P} account was just changed and every other device was signed out.`,
      warn: `If this was not you, reset your password right away with "Forgot Password" on the sign-in page.`,
    },
  },
  fr: {
    footer: `Tu reçois cet e-mail suite à une action sur ton compte ${P}.`,
    code: {
      signup: {
        subject: `Ton code de vérification ${P}`,
        intro: `Bienvenue sur ${P} ! Saisis ce code pour vérifier ton adresse e-mail et terminer ton inscription :`,
        ignore: `Si tu ne t’es pas inscrit sur ${P}, tu peux ignorer cet e-mail.`,
      },
      password_reset: {
        subject: `Ton code de réinitialisation du mot de passe ${P}`,
        intro: `Quelqu’un a demandé à réinitialiser le mot de passe de ton compte ${P}. Saisis ce code pour choisir un nouveau mot de passe :`,
        ignore: "Si ce n’était pas toi, ignore cet e-mail : ton mot de passe reste inchangé.",
      },
    },
    validity: (m) => `Le code est valable ${m} minutes.`,
    hello: (name) => `Bonjour ${name || ""}`.trimEnd() + ",",
    passwordChanged: {
      subject: `Le mot de passe de ton compte ${P} a été modifié`,
      body: `le mot de passe de ton compte ${P} vient d’être modifié et tous tes autres appareils ont été déconnectés.`,
      warn: `Si ce n’était pas toi, réinitialise ton mot de passe tout de suite avec « Mot de passe oublié » sur la page de connexion.`,
    },
  },
  es: {
    footer: `Recibes este correo por una acción en tu cuenta de ${P}.`,
    code: {
      signup: {
        subject: `Tu código de verificación de ${P}`,
        intro: `¡Te damos la bienvenida a ${P}! Introduce este código para verificar tu correo y terminar el registro:`,
        ignore: `Si no te registraste en ${P}, puedes ignorar este correo.`,
      },
      password_reset: {
        subject: `Tu código para restablecer la contraseña de ${P}`,
        intro: `Alguien pidió restablecer la contraseña de tu cuenta de ${P}. Introduce este código para elegir una contraseña nueva:`,
        ignore: "Si no fuiste tú, ignora este correo: tu contraseña sigue igual.",
      },
    },
    validity: (m) => `El código es válido durante ${m} minutos.`,
    hello: (name) => `Hola${name ? ` ${name}` : ""}:`,
    passwordChanged: {
      subject: `Se ha cambiado la contraseña de tu cuenta de ${P}`,
      body: `la contraseña de tu cuenta de ${P} se acaba de cambiar y se ha cerrado la sesión en todos tus otros dispositivos.`,
      warn: `Si no fuiste tú, restablece tu contraseña ahora mismo con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.`,
    },
  },
  de: {
    footer: `Du erhältst diese E-Mail wegen einer Aktion in deinem ${P}-Konto.`,
    code: {
      signup: {
        subject: `Dein ${P}-Bestätigungscode`,
        intro: `Willkommen bei ${P}! Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen und die Registrierung abzuschließen:`,
        ignore: `Wenn du dich nicht bei ${P} registriert hast, kannst du diese E-Mail ignorieren.`,
      },
      password_reset: {
        subject: `Dein ${P}-Code zum Zurücksetzen des Passworts`,
        intro: `Jemand möchte das Passwort deines ${P}-Kontos zurücksetzen. Gib diesen Code ein, um ein neues Passwort zu wählen:`,
        ignore: "Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.",
      },
    },
    validity: (m) => `Der Code ist ${m} Minuten gültig.`,
    hello: (name) => `Hallo${name ? ` ${name}` : ""},`,
    passwordChanged: {
      subject: `Das Passwort deines ${P}-Kontos wurde geändert`,
      body: `das Passwort deines ${P}-Kontos wurde gerade geändert und alle anderen Geräte wurden abgemeldet.`,
      warn: `Wenn du das nicht warst, setz dein Passwort sofort mit „Passwort vergessen“ auf der Anmeldeseite zurück.`,
    },
  },
  pt: {
    footer: `Você recebeu este e-mail por causa de uma ação na sua conta do ${P}.`,
    code: {
      signup: {
        subject: `Seu código de verificação do ${P}`,
        intro: `Boas-vindas ao ${P}! Digite este código para verificar seu e-mail e concluir o cadastro:`,
        ignore: `Se você não se cadastrou no ${P}, pode ignorar este e-mail.`,
      },
      password_reset: {
        subject: `Seu código para redefinir a senha do ${P}`,
        intro: `Alguém pediu para redefinir a senha da sua conta do ${P}. Digite este código para escolher uma nova senha:`,
        ignore: "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
      },
    },
    validity: (m) => `O código vale por ${m} minutos.`,
    hello: (name) => `Olá${name ? `, ${name}` : ""},`,
    passwordChanged: {
      subject: `A senha da sua conta do ${P} foi alterada`,
      body: `a senha da sua conta do ${P} acabou de ser alterada e todos os outros dispositivos foram desconectados.`,
      warn: `Se não foi você, redefina sua senha agora mesmo com “Esqueci a senha” na página de login.`,
    },
  },
};

/** One of our languages: `lng` when it is one, else English. */
export const mailLanguage = (lng: string | null | undefined): UiLanguage => (isUiLanguage(lng) ? lng : "en");

/** The copy for `lng`, English for anything else. */
export const mailCopy = (lng: string | null | undefined): MailCopy => MAIL_COPY[mailLanguage(lng)];
