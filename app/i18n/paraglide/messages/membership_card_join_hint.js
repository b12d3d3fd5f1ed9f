/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Join_HintInputs */

const en_membership_card_join_hint = /** @type {(inputs: Membership_Card_Join_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join or renew to get in with your card.`)
};

const de_membership_card_join_hint = /** @type {(inputs: Membership_Card_Join_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werde Mitglied oder verlängere, um mit deiner Karte reinzukommen.`)
};

/**
* | output |
* | --- |
* | "Join or renew to get in with your card." |
*
* @param {Membership_Card_Join_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_join_hint = /** @type {((inputs?: Membership_Card_Join_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Join_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_join_hint(inputs)
	return en_membership_card_join_hint(inputs)
});