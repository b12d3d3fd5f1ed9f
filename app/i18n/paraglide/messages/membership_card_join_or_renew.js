/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Join_Or_RenewInputs */

const en_membership_card_join_or_renew = /** @type {(inputs: Membership_Card_Join_Or_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join or renew`)
};

const de_membership_card_join_or_renew = /** @type {(inputs: Membership_Card_Join_Or_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden oder verlängern`)
};

/**
* | output |
* | --- |
* | "Join or renew" |
*
* @param {Membership_Card_Join_Or_RenewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_join_or_renew = /** @type {((inputs?: Membership_Card_Join_Or_RenewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Join_Or_RenewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_join_or_renew(inputs)
	return en_membership_card_join_or_renew(inputs)
});