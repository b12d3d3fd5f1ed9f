/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ signIn: NonNullable<unknown>, email: NonNullable<unknown>, tracking: NonNullable<unknown> }} Shop_Complete_Follow_GuestInputs */

const en_shop_complete_follow_guest = /** @type {(inputs: Shop_Complete_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To follow this order, ${i?.signIn} with ${i?.email}: your order shows in ${i?.tracking}.`)
};

const de_shop_complete_follow_guest = /** @type {(inputs: Shop_Complete_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um diese Bestellung zu verfolgen, ${i?.signIn} dich mit ${i?.email} an: deine Bestellung erscheint unter ${i?.tracking}.`)
};

/**
* | output |
* | --- |
* | "To follow this order, {signIn} with {email}: your order shows in {tracking}." |
*
* @param {Shop_Complete_Follow_GuestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_follow_guest = /** @type {((inputs: Shop_Complete_Follow_GuestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Follow_GuestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_follow_guest(inputs)
	return en_shop_complete_follow_guest(inputs)
});