import type { Catalogue } from "./en"

/**
 * French typography: a no-break space before the high signs (: ; ! ?) and inside the
 * guillemets, so that a line never starts with one. Written here with plain spaces.
 */
const frenchSpaces = (catalogue: Catalogue): Catalogue =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, text]) => [key, text.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0")])
  ) as Catalogue

/** The e-mails' texts in French: vouvoiement, as a coin dealer writes to a collector. */
export const fr: Catalogue = frenchSpaces({
  footer: "{shop} · {url} · Une question ? Écrivez-nous à {support}",
  greeting: "Bonjour {name},",
  greetingCollector: "Chère collectionneuse, cher collectionneur,",

  orderHeading: "Commande {number}",
  itemRow: "{name} × {quantity}",
  itemUnnamed: "Article",
  shippingUnnamed: "Livraison",
  shippingFree: "Offerte",
  total: "Total (TVA incluse le cas échéant)",
  shippingTo: "Adresse de livraison",
  phone: "Téléphone {phone}",

  bankHeading: "Virement bancaire",
  bankPlease:
    "Merci de virer {amount} au plus tard le {date}. Nous vous réservons vos pièces jusqu’à cette date ; les commandes impayées sont ensuite annulées.",
  accountHolder: "Titulaire du compte",
  iban: "IBAN",
  bic: "BIC",
  reference: "Référence",
  amount: "Montant",
  payBy: "À régler avant le",

  confirmationSubject: "Votre commande {number} chez {shop}",
  confirmationTransfer: "Merci pour votre commande. Elle vous est réservée et sera expédiée dès réception de votre virement.",
  confirmationPaid: "Merci pour votre commande. Votre paiement a bien été reçu et nous préparons votre colis.",

  paymentSubject: "Paiement reçu pour la commande {number}",
  paymentText: "Nous avons bien reçu votre paiement de {amount}. Vos pièces sont en cours de préparation pour l’expédition.",

  shippedSubject: "Votre commande {number} a été expédiée",
  shippedText: "Votre colis est en route, assuré à sa pleine valeur.",
  trackingBy: "Suivi ({carrier})",
  trackingNumber: "Numéro de suivi",

  reminderSubject: "Rappel : paiement de la commande {number} à régler",
  reminderText:
    "Nous n’avons pas encore reçu votre virement. Vos pièces restent réservées jusqu’au {date} ; passé ce délai, la commande sera annulée.",
  unpaidSubject: "Commande {number} annulée : aucun paiement reçu",
  unpaidText:
    "Nous n’avons pas reçu votre virement dans un délai de {days, plural, one {# jour} other {# jours}} : la commande a donc été annulée et ses pièces remises en vente. Si vous venez de payer, écrivez-nous et nous trouverons une solution.",

  canceledSubject: "Commande {number} annulée",
  canceledText: "Votre commande a été annulée et ses pièces ne vous sont plus réservées.",
  canceledHelp: "Si cela vous surprend, écrivez à {support} et nous vous aiderons.",
  refundSubject: "Remboursement de {amount} pour la commande {number}",
  refundTransfer:
    "Nous vous avons renvoyé {amount} par virement bancaire ; la somme devrait parvenir sur votre compte sous quelques jours ouvrés.",
  refundCard: "Nous avons remboursé {amount} sur votre carte ; votre banque l’affichera sous quelques jours ouvrés.",
  refundedPiece: "Pièce remboursée",

  welcomeSubject: "Bienvenue chez {shop}",
  welcomeText:
    "Votre compte est prêt. Connectez-vous pour suivre vos commandes et enregistrer vos adresses afin de commander plus rapidement.",
  welcomeLink: "Visiter la boutique",
  resetSubject: "Réinitialisez votre mot de passe {shop}",
  resetAsked: "Quelqu’un a demandé la réinitialisation du mot de passe du compte associé à cette adresse e-mail.",
  resetLink: "Choisir un nouveau mot de passe",
  resetValid:
    "Le lien ne fonctionne qu’une fois et pendant {minutes, plural, one {# minute} other {# minutes}}. Si vous n’en avez pas fait la demande, ignorez cet e-mail : votre mot de passe reste inchangé.",

  grade: "État",
  notGraded: "État non indiqué",
  gradeNamed: "{grade} ({name})",
  gradePoor: "Médiocre à Assez Beau",
  gradeGood: "Beau",
  gradeVeryGood: "Très Bien",
  gradeFine: "Très Beau",
  gradeVeryFine: "Très Très Beau",
  gradeExtremelyFine: "Superbe",
  gradeAboutUncirculated: "Splendide",
  gradeMintState: "Fleur de coin",
  gradeProof: "Belle épreuve",
  pieceFront: "{title}, avers",
  seePiece: "Voir la pièce",
  price: "Prix",

  dropSubject: "Prix baissé : {title}, désormais {price}",
  dropText: "Le prix d’une pièce de votre liste de suivi a baissé.",
  dropWas: "Avant",
  dropNow: "Désormais",
  dropWatchList: "Votre liste de suivi : {url}",
  dropStop: "Ne plus recevoir d’e-mails de prix pour cette pièce",
  dropFooter: "{shop} · {url} · Vous recevez cet e-mail parce que vous suivez cette pièce.",

  wantSubject: "Votre recherche « {name} » : {title}, {price}",
  wantText: "Une pièce correspondant à votre recherche « {name} » est en vente.",
  digestSubject: "Votre recherche « {name} » : {count, plural, one {# nouvelle pièce} other {# nouvelles pièces}}",
  digestText:
    "{count, plural, one {# pièce correspond} other {# pièces correspondent}} à votre recherche « {name} » depuis le dernier e-mail.",
  digestMore: "Et {more} de plus dans la liste.",
  wantEverything: "Tout ce que trouve votre recherche « {name} » : {url}",
  wantStop: "Ne plus recevoir d’e-mails pour cette recherche",
  wantFooter:
    "{shop} · {url} · Vous recevez cet e-mail parce que vous avez enregistré cette recherche dans votre compte ({account}).",
})
