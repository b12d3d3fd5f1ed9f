/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Qr_LabelInputs */

const en_membership_card_qr_label = /** @type {(inputs: Membership_Card_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of your card's verify link`)
};

const de_membership_card_qr_label = /** @type {(inputs: Membership_Card_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code des Prüflinks deiner Karte`)
};

/**
* | output |
* | --- |
* | "QR code of your card's verify link" |
*
* @param {Membership_Card_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_qr_label = /** @type {((inputs?: Membership_Card_Qr_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Qr_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_qr_label(inputs)
	return en_membership_card_qr_label(inputs)
});