/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Show_At_DoorInputs */

const en_membership_card_show_at_door = /** @type {(inputs: Membership_Card_Show_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show this at the door`)
};

const de_membership_card_show_at_door = /** @type {(inputs: Membership_Card_Show_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeig das beim Einlass vor`)
};

/**
* | output |
* | --- |
* | "Show this at the door" |
*
* @param {Membership_Card_Show_At_DoorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_show_at_door = /** @type {((inputs?: Membership_Card_Show_At_DoorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Show_At_DoorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_show_at_door(inputs)
	return en_membership_card_show_at_door(inputs)
});