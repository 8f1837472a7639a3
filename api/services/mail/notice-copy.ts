// The words of the two security notices (someone signed up with a registered email; too many wrong
// codes) in each interface language: the account's preference, else English. Brand names stay.
import type { UiLanguage } from "../../../contract/ui-languages.js";
import { mailLanguage } from "./mail-copy";

/** `link(label)` is the HTML link its label goes in, made (and escaped) by the template. */
type Link = (label: string) => string;

interface NoticeCopy {
  signUpAttempt: {
    subject: string;
    body: string;
    help: (login: string, reset: string) => string;
    helpHtml: (signIn: Link, reset: Link) => string;
    ignore: string;
  };
  codesPaused: {
    subject: string;
    body: (signup: boolean, hours: number) => string;
    warn: string;
  };
}

const P = "Infinite";

const NOTICE_COPY: Record<UiLanguage, NoticeCopy> = {
  en: {
    signUpAttempt: {
      subject: "Someone tried to sign up with your email",
      body: `someone just tried to create a new ${P} account with this email address. It already has an account, so nothing was created and nothing changed.`,
      help: (login, reset) =>
        `If it was you, sign in instead: ${login}\nForgot your password? Reset it here: ${reset}`,
      helpHtml: (signIn, reset) =>
        `If it was you, ${signIn("sign in")} instead, or ${reset("reset your password")} if you forgot it.`,
      ignore: "If it was not you, you can ignore this email: your account is safe.",
    },
    codesPaused: {
      subject: `Too many wrong codes for your ${P} account`,
      body: (signup, hours) => {
        const flow = signup ? "verification" : "password reset";
        return `Many wrong ${flow} codes were entered for this email address. For your safety, the devices that entered them cannot try ${flow} codes for about ${hours} hour${hours === 1 ? "" : "s"}; a code you ask for yourself still works.`;
      },
      warn: "If it was not you, someone may be trying to get into your account: keep your password to yourself, and change it in Settings if you use it anywhere else.",
    },
  },
  fr: {
    signUpAttempt: {
      subject: "Quelqu’un a essayé de s’inscrire avec ton adresse e-mail",
      body: `quelqu’un vient d’essayer de créer un nouveau compte ${P} avec cette adresse e-mail. Elle a déjà un compte : rien n’a été créé et rien n’a changé.`,
      help: (login, reset) =>
        `Si c’était toi, connecte-toi plutôt : ${login}\nMot de passe oublié ? Réinitialise-le ici : ${reset}`,
      helpHtml: (signIn, reset) =>
        `Si c’était toi, ${signIn("connecte-toi")} plutôt, ou ${reset("réinitialise ton mot de passe")} si tu l’as oublié.`,
      ignore: "Si ce n’était pas toi, tu peux ignorer cet e-mail : ton compte est en sécurité.",
    },
    codesPaused: {
      subject: `Trop de codes erronés pour ton compte ${P}`,
      body: (signup, hours) => {
        const flow = signup ? "de vérification" : "de réinitialisation du mot de passe";
        return `De nombreux codes ${flow} erronés ont été saisis pour cette adresse e-mail. Pour ta sécurité, les appareils qui les ont saisis ne peuvent plus essayer de codes ${flow} pendant environ ${hours} heure${hours === 1 ? "" : "s"} ; un code que tu demandes toi-même fonctionne toujours.`;
      },
      warn: "Si ce n’était pas toi, quelqu’un essaie peut-être d’accéder à ton compte : garde ton mot de passe pour toi, et change-le dans les Paramètres si tu l’utilises ailleurs.",
    },
  },
  es: {
    signUpAttempt: {
      subject: "Alguien intentó registrarse con tu correo",
      body: `alguien acaba de intentar crear una cuenta nueva de ${P} con esta dirección de correo. Ya tiene una cuenta, así que no se creó nada y nada cambió.`,
      help: (login, reset) =>
        `Si fuiste tú, mejor inicia sesión: ${login}\n¿Olvidaste tu contraseña? Restablécela aquí: ${reset}`,
      helpHtml: (signIn, reset) =>
        `Si fuiste tú, mejor ${signIn("inicia sesión")}, o ${reset("restablece tu contraseña")} si la olvidaste.`,
      ignore: "Si no fuiste tú, puedes ignorar este correo: tu cuenta está a salvo.",
    },
    codesPaused: {
      subject: `Demasiados códigos incorrectos para tu cuenta de ${P}`,
      body: (signup, hours) => {
        const flow = signup ? "de verificación" : "para restablecer la contraseña";
        return `Se introdujeron muchos códigos ${flow} incorrectos para esta dirección de correo. Por tu seguridad, los dispositivos que los introdujeron no pueden probar códigos ${flow} durante unas ${hours} hora${hours === 1 ? "" : "s"}; un código que pidas tú sigue funcionando.`;
      },
      warn: "Si no fuiste tú, puede que alguien intente entrar en tu cuenta: no compartas tu contraseña y cámbiala en Ajustes si la usas en otro sitio.",
    },
  },
  de: {
    signUpAttempt: {
      subject: "Jemand wollte sich mit deiner E-Mail-Adresse registrieren",
      body: `jemand hat gerade versucht, mit dieser E-Mail-Adresse ein neues ${P}-Konto anzulegen. Sie hat schon ein Konto, also wurde nichts angelegt und nichts geändert.`,
      help: (login, reset) =>
        `Wenn du das warst, melde dich stattdessen an: ${login}\nPasswort vergessen? Hier kannst du es zurücksetzen: ${reset}`,
      helpHtml: (signIn, reset) =>
        `Wenn du das warst, ${signIn("melde dich")} stattdessen an, oder ${reset("setz dein Passwort zurück")}, falls du es vergessen hast.`,
      ignore: "Wenn du das nicht warst, kannst du diese E-Mail ignorieren: Dein Konto ist sicher.",
    },
    codesPaused: {
      subject: `Zu viele falsche Codes für dein ${P}-Konto`,
      body: (signup, hours) => {
        const flow = signup ? "Bestätigungscodes" : "Codes zum Zurücksetzen des Passworts";
        return `Für diese E-Mail-Adresse wurden viele falsche ${flow} eingegeben. Zu deiner Sicherheit können die Geräte, die sie eingegeben haben, etwa ${hours} Stunde${hours === 1 ? "" : "n"} lang keine ${flow} mehr ausprobieren; ein Code, den du selbst anforderst, funktioniert weiterhin.`;
      },
      warn: "Wenn du das nicht warst, versucht vielleicht jemand, in dein Konto zu kommen: Behalte dein Passwort für dich und ändere es in den Einstellungen, wenn du es auch woanders benutzt.",
    },
  },
  pt: {
    signUpAttempt: {
      subject: "Alguém tentou se cadastrar com o seu e-mail",
      body: `alguém acabou de tentar criar uma nova conta do ${P} com este endereço de e-mail. Ele já tem uma conta, então nada foi criado e nada mudou.`,
      help: (login, reset) =>
        `Se foi você, entre na sua conta: ${login}\nEsqueceu a senha? Redefina aqui: ${reset}`,
      helpHtml: (signIn, reset) =>
        `Se foi você, ${signIn("entre na sua conta")}, ou ${reset("redefina sua senha")} se você a esqueceu.`,
      ignore: "Se não foi você, pode ignorar este e-mail: sua conta está segura.",
    },
    codesPaused: {
      subject: `Muitos códigos errados na sua conta do ${P}`,
      body: (signup, hours) => {
        const flow = signup ? "de verificação" : "de redefinição de senha";
        return `Muitos códigos ${flow} errados foram digitados para este endereço de e-mail. Para sua segurança, os dispositivos que os digitaram não podem tentar códigos ${flow} por cerca de ${hours} hora${hours === 1 ? "" : "s"}; um código que você mesmo pedir continua funcionando.`;
      },
      warn: "Se não foi você, alguém pode estar tentando entrar na sua conta: não conte sua senha a ninguém e troque-a em Configurações se você a usa em outro lugar.",
    },
  },
};

/** The notices' copy for `lng`, English for anything else. */
export const noticeCopy = (lng: string | null | undefined): NoticeCopy => NOTICE_COPY[mailLanguage(lng)];
