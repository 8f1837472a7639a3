// The words of the plan mails (receipt, cancellation, failed renewal, yearly reminder) in each
// interface language, picked like every other mail's (mail-copy.ts). The buttons and pages they name
// are called what the Subscription page calls them in that language. Brand and plan names stay.
import type { UiLanguage } from "../../../contract/ui-languages.js";
import { mailLanguage } from "./mail-copy";

interface BillingMailCopy {
  /** Between the link's label and its address in the text version. */
  colon: string;
  howToCancel: (renews: boolean) => string;
  receipt: {
    subject: (plan: string, amount: string) => string;
    paid: (amount: string, plan: string) => string;
    covers: (start: string, end: string) => string;
    action: string;
  };
  canceled: {
    subject: string;
    body: (plan: string, until: string) => string;
    resume: string;
    action: string;
  };
  renewalFailed: {
    subject: string;
    declined: (plan: string, amount: string) => string;
    grace: (ends: string) => string;
    action: string;
  };
  reminder: {
    subject: (on: string) => string;
    body: (plan: string, on: string, amount: string) => string;
    action: string;
  };
}

const P = "Infinite";

const BILLING_MAIL_COPY: Record<UiLanguage, BillingMailCopy> = {
  en: {
    colon: ": ",
    howToCancel: (renews) =>
      renews
        ? `You can cancel any time on the Subscription page with "Cancel plan"; you keep your plan until the end of the period you paid for.`
        : "This pass does not renew: nothing more will be charged.",
    receipt: {
      subject: (plan, amount) => `Your ${P} receipt: ${plan}, ${amount}`,
      paid: (amount, plan) => `Thank you: we received ${amount} for your ${plan}.`,
      covers: (start, end) => `It covers ${start} to ${end}.`,
      action: "View your receipt",
    },
    canceled: {
      subject: `Your ${P} plan is cancelled`,
      body: (plan, until) =>
        `Your ${plan} is cancelled and will not renew. You can keep chatting until ${until}.`,
      resume: `Changed your mind? Press "Resume" on the Subscription page before then.`,
      action: "Open your subscription",
    },
    renewalFailed: {
      subject: `We could not renew your ${P} plan`,
      declined: (plan, amount) => `Your card was declined when we tried to renew your ${plan} (${amount}).`,
      grace: (ends) =>
        `Chat keeps working until ${ends}. Update your card to pay again and keep your plan; after that date it ends.`,
      action: "Update your card and pay",
    },
    reminder: {
      subject: (on) => `Your ${P} plan renews on ${on}`,
      body: (plan, on, amount) => `Your ${plan} renews on ${on} for ${amount}, charged to your card on file.`,
      action: "Manage or cancel your plan",
    },
  },
  fr: {
    colon: " : ",
    howToCancel: (renews) =>
      renews
        ? "Tu peux résilier à tout moment sur la page Abonnement avec « Résilier le forfait » ; tu gardes ton forfait jusqu’à la fin de la période payée."
        : "Ce pass ne se renouvelle pas : rien d’autre ne te sera prélevé.",
    receipt: {
      subject: (plan, amount) => `Ton reçu ${P} : ${plan}, ${amount}`,
      paid: (amount, plan) => `Merci : nous avons bien reçu ${amount} pour ton forfait ${plan}.`,
      covers: (start, end) => `Il couvre la période du ${start} au ${end}.`,
      action: "Voir ton reçu",
    },
    canceled: {
      subject: `Ton forfait ${P} est résilié`,
      body: (plan, until) =>
        `Ton forfait ${plan} est résilié et ne sera pas renouvelé. Tu peux continuer à discuter jusqu’au ${until}.`,
      resume: "Tu as changé d’avis ? Appuie sur « Reprendre » sur la page Abonnement avant cette date.",
      action: "Ouvrir ton abonnement",
    },
    renewalFailed: {
      subject: `Nous n’avons pas pu renouveler ton forfait ${P}`,
      declined: (plan, amount) =>
        `Ta carte a été refusée quand nous avons voulu renouveler ton forfait ${plan} (${amount}).`,
      grace: (ends) =>
        `Le chat reste disponible jusqu’au ${ends}. Mets ta carte à jour pour payer à nouveau et garder ton forfait ; passé cette date, il prend fin.`,
      action: "Mettre ta carte à jour et payer",
    },
    reminder: {
      subject: (on) => `Ton forfait ${P} se renouvelle le ${on}`,
      body: (plan, on, amount) =>
        `Ton forfait ${plan} se renouvelle le ${on} pour ${amount}, prélevés sur ta carte enregistrée.`,
      action: "Gérer ou résilier ton forfait",
    },
  },
  es: {
    colon: ": ",
    howToCancel: (renews) =>
      renews
        ? "Puedes cancelar cuando quieras en la página de Suscripción con «Cancelar plan»; conservas tu plan hasta el final del periodo que pagaste."
        : "Este pase no se renueva: no se cobrará nada más.",
    receipt: {
      subject: (plan, amount) => `Tu recibo de ${P}: ${plan}, ${amount}`,
      paid: (amount, plan) => `Gracias: hemos recibido ${amount} por tu ${plan}.`,
      covers: (start, end) => `Cubre del ${start} al ${end}.`,
      action: "Ver tu recibo",
    },
    canceled: {
      subject: `Tu plan de ${P} está cancelado`,
      body: (plan, until) =>
        `Tu ${plan} está cancelado y no se renovará. Puedes seguir chateando hasta el ${until}.`,
      resume: "¿Cambiaste de opinión? Pulsa «Reanudar» en la página de Suscripción antes de esa fecha.",
      action: "Abrir tu suscripción",
    },
    renewalFailed: {
      subject: `No pudimos renovar tu plan de ${P}`,
      declined: (plan, amount) =>
        `Tu tarjeta fue rechazada cuando intentamos renovar tu ${plan} (${amount}).`,
      grace: (ends) =>
        `El chat sigue funcionando hasta el ${ends}. Actualiza tu tarjeta para pagar de nuevo y conservar tu plan; después de esa fecha, termina.`,
      action: "Actualizar tu tarjeta y pagar",
    },
    reminder: {
      subject: (on) => `Tu plan de ${P} se renueva el ${on}`,
      body: (plan, on, amount) =>
        `Tu ${plan} se renueva el ${on} por ${amount}, con cargo a tu tarjeta registrada.`,
      action: "Gestionar o cancelar tu plan",
    },
  },
  de: {
    colon: ": ",
    howToCancel: (renews) =>
      renews
        ? "Du kannst jederzeit auf der Abo-Seite mit „Tarif kündigen“ kündigen; dein Tarif bleibt dir bis zum Ende des bezahlten Zeitraums."
        : "Dieser Pass verlängert sich nicht: Es wird nichts weiter abgebucht.",
    receipt: {
      subject: (plan, amount) => `Dein ${P}-Beleg: ${plan}, ${amount}`,
      paid: (amount, plan) => `Danke: Wir haben ${amount} für deinen Tarif ${plan} erhalten.`,
      covers: (start, end) => `Er gilt vom ${start} bis zum ${end}.`,
      action: "Beleg ansehen",
    },
    canceled: {
      subject: `Dein ${P}-Tarif ist gekündigt`,
      body: (plan, until) =>
        `Dein Tarif ${plan} ist gekündigt und verlängert sich nicht. Du kannst bis zum ${until} weiterchatten.`,
      resume: "Du hast es dir anders überlegt? Tippe bis dahin auf der Abo-Seite auf „Fortsetzen“.",
      action: "Dein Abo öffnen",
    },
    renewalFailed: {
      subject: `Wir konnten deinen ${P}-Tarif nicht verlängern`,
      declined: (plan, amount) =>
        `Deine Karte wurde abgelehnt, als wir deinen Tarif ${plan} (${amount}) verlängern wollten.`,
      grace: (ends) =>
        `Der Chat funktioniert bis zum ${ends}. Aktualisiere deine Karte, um erneut zu zahlen und deinen Tarif zu behalten; danach endet er.`,
      action: "Karte aktualisieren und bezahlen",
    },
    reminder: {
      subject: (on) => `Dein ${P}-Tarif verlängert sich am ${on}`,
      body: (plan, on, amount) =>
        `Dein Tarif ${plan} verlängert sich am ${on} für ${amount}, abgebucht von deiner hinterlegten Karte.`,
      action: "Tarif verwalten oder kündigen",
    },
  },
  pt: {
    colon: ": ",
    howToCancel: (renews) =>
      renews
        ? "Você pode cancelar a qualquer momento na página de Assinatura com “Cancelar plano”; você mantém seu plano até o fim do período pago."
        : "Este passe não se renova: nada mais será cobrado.",
    receipt: {
      subject: (plan, amount) => `Seu recibo do ${P}: ${plan}, ${amount}`,
      paid: (amount, plan) => `Obrigado: recebemos ${amount} pelo seu ${plan}.`,
      covers: (start, end) => `Ele vale de ${start} a ${end}.`,
      action: "Ver seu recibo",
    },
    canceled: {
      subject: `Seu plano do ${P} foi cancelado`,
      body: (plan, until) =>
        `Seu ${plan} foi cancelado e não será renovado. Você pode continuar conversando até ${until}.`,
      resume: "Mudou de ideia? Toque em “Retomar” na página de Assinatura antes dessa data.",
      action: "Abrir sua assinatura",
    },
    renewalFailed: {
      subject: `Não conseguimos renovar seu plano do ${P}`,
      declined: (plan, amount) => `Seu cartão foi recusado quando tentamos renovar seu ${plan} (${amount}).`,
      grace: (ends) =>
        `O chat continua funcionando até ${ends}. Atualize seu cartão para pagar de novo e manter seu plano; depois dessa data, ele termina.`,
      action: "Atualizar seu cartão e pagar",
    },
    reminder: {
      subject: (on) => `Seu plano do ${P} se renova em ${on}`,
      body: (plan, on, amount) =>
        `Seu ${plan} se renova em ${on} por ${amount}, cobrado no cartão cadastrado.`,
      action: "Gerenciar ou cancelar seu plano",
    },
  },
};

/** The plan mails' copy for `lng`, English for anything else. */
export const billingMailCopy = (lng: string | null | undefined): BillingMailCopy =>
  BILLING_MAIL_COPY[mailLanguage(lng)];
