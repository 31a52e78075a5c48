/** Where the shop's cart page lives ("Modifier le panier" links). */
export const CART_PATH = '/panier';
