import type { HeadMessageId } from "./en.js"

// French typography: a no-break space (U+00A0) before ":" and inside « », except in the titles
// the storefront writes too (the tab's title stays the same when its scripts take over).
/** The French texts of a drawn page's head; en.ts says what each one is. */
export const messages: Record<HeadMessageId, string> = {
  "site.tagline": "Numismatique professionnelle",
  "site.description": "Monnaies, billets, médailles et jetons pour collectionneurs\u00a0: gradés, certifiés, expédiés assurés.",

  "page.checkout.title": "Paiement",
  "page.checkout.description": "Réglez les pièces de votre panier par carte ou par virement bancaire.",
  "page.payment-success.title": "Votre commande",
  "page.payment-success.description": "La confirmation de votre commande.",
  "page.admin.title": "Tableau de bord admin",
  "page.admin.description": "Commandes et chiffres pour l’équipe de la boutique.",
  "page.admin-order.title": "Commande",
  "page.admin-order.description": "Une commande pour l’équipe de la boutique.",
  "page.sign-in.title": "Se connecter",
  "page.sign-in.description": "Connectez-vous à votre compte de collectionneur.",
  "page.register.title": "Créer un compte",
  "page.register.description": "Ouvrez un compte de collectionneur pour suivre vos commandes.",
  "page.forgot-password.title": "Mot de passe oublié",
  "page.forgot-password.description": "Demandez un lien pour choisir un nouveau mot de passe.",
  "page.reset-password.title": "Choisir un nouveau mot de passe",
  "page.reset-password.description": "Définissez un nouveau mot de passe pour votre compte.",
  "page.account.title": "Votre compte",
  "page.account.description": "Vos commandes et vos coordonnées.",
  "page.addresses.title": "Vos adresses",
  "page.addresses.description": "Vos adresses de livraison, pour un paiement plus rapide.",
  "page.shipping.title": "Informations de livraison",
  "page.shipping.description": "Comment nous expédions monnaies, billets et médailles\u00a0: assurés et suivis.",
  "page.returns.title": "Politique de retour",
  "page.returns.description": "Une garantie de retour de 30 jours sur chaque pièce.",
  "page.authenticity.title": "Authentification",
  "page.authenticity.description": "Comment chaque pièce est vérifiée et certifiée avant d’être vendue.",
  "page.contact.title": "Nous contacter",
  "page.contact.description": "Téléphone, e-mail et horaires d’ouverture de la boutique.",
  "page.watch-list.title": "Votre liste de suivi",
  "page.watch-list.description": "Les pièces que vous suivez, avec leur prix actuel.",
  "page.watch-unsubscribe.title": "E-mails de prix",
  "page.watch-unsubscribe.description": "Arrêter les e-mails de prix d’une pièce suivie.",
  "page.wants.title": "Mes recherches",
  "page.wants.description": "Vos recherches enregistrées et les e-mails qu’elles envoient.",
  "page.want-unsubscribe.title": "E-mails de recherche",
  "page.want-unsubscribe.description": "Arrêter les e-mails d’une recherche enregistrée.",
  "page.grading.title": "Guide des états de conservation",
  "page.grading.description":
    "Les grades 1–70 de Sheldon à côté des grades européens en anglais, français, allemand, italien et espagnol.",
  "page.not-found.title": "Page introuvable",
  "page.not-found.description": "La page que vous cherchez n’existe pas ou a été déplacée.",
  "page.product-not-found.title": "Pièce introuvable",

  "listing.all": "Tous les produits",
  "listing.search": "Résultats de recherche pour « {search} »",
  "listing.search-description":
    "{count, plural, one {# pièce correspond} other {# pièces correspondent}} à «\u00a0{search}\u00a0» chez {site}.",
  "listing.all-description":
    "{count, plural, one {# pièce} other {# pièces}}\u00a0: monnaies, billets, médailles et jetons pour collectionneurs, gradés, certifiés, expédiés assurés.",
  "listing.category-description":
    "{count, plural, one {# pièce} other {# pièces}} «\u00a0{category}\u00a0» pour collectionneurs\u00a0: gradées, certifiées, expédiées assurées.",

  "product.obverse": "Avers de {name}",
  "product.grade": "État",
  "product.description": "{name}{facts}\u00a0: {price} chez {site}.",
  "breadcrumb.home": "Accueil",
}
