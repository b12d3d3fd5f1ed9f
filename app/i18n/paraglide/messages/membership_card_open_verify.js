/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Open_VerifyInputs */

const en_membership_card_open_verify = /** @type {(inputs: Membership_Card_Open_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the verify page`)
};

const de_membership_card_open_verify = /** @type {(inputs: Membership_Card_Open_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfseite öffnen`)
};

/**
* | output |
* | --- |
* | "Open the verify page" |
*
* @param {Membership_Card_Open_VerifyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_open_verify = /** @type {((inputs?: Membership_Card_Open_VerifyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Open_VerifyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_open_verify(inputs)
	return en_membership_card_open_verify(inputs)
});